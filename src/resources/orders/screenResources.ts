/**
 * The order screens that are the order list with a preset filter (urgent orders, assigning to a shipper, the
 * returns, today's orders, pickup requests), each a resource at its spec URL (`/dashboard/<name>`), and the
 * Shipment page (a customer's shipment prices). Every view loads on demand; the lists share the list's chunk.
 */
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssignmentReturnedIcon from '@mui/icons-material/AssignmentReturned';
import BoltIcon from '@mui/icons-material/Bolt';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TodayIcon from '@mui/icons-material/Today';
import type { RaRecord } from 'react-admin';
import { defineResource, type StaffResource } from '../shared/defineResource';
import { ASSIGN_TO_SHIPPER, HURRY_ORDERS, PICKUP_REQUESTS, RETURNS_FROM_SHIPPERS, RETURNS_TO_CUSTOMERS, SHIPMENT, TODAY_ORDERS } from './paths';
import { listOf, shipmentRoutes, todayOrderRoutes, urgentOrderRoutes } from './routes';

const serialOf = (record: RaRecord) => String(record.serial || record.customer_serial || `#${record.id}`);

export const orderScreenResources: Record<string, StaffResource> = {
  [HURRY_ORDERS]: defineResource({
    name: HURRY_ORDERS,
    icon: BoltIcon,
    list: listOf('urgent'),
    // `hurryorder/new`: the entry form, saving through POST addorders/hurryorder/ (an urgent order).
    create: () => import('./form/OrderCreatePage'),
    routes: urgentOrderRoutes,
    recordRepresentation: serialOf,
  }),
  [ASSIGN_TO_SHIPPER]: defineResource({ name: ASSIGN_TO_SHIPPER, icon: AssignmentIndIcon, list: listOf('assign'), recordRepresentation: serialOf }),
  [RETURNS_FROM_SHIPPERS]: defineResource({
    name: RETURNS_FROM_SHIPPERS,
    icon: AssignmentReturnedIcon,
    list: listOf('returnsFromShippers'),
    recordRepresentation: serialOf,
  }),
  [RETURNS_TO_CUSTOMERS]: defineResource({
    name: RETURNS_TO_CUSTOMERS,
    icon: KeyboardReturnIcon,
    list: listOf('returnsToCustomers'),
    recordRepresentation: serialOf,
  }),
  [TODAY_ORDERS]: defineResource({ name: TODAY_ORDERS, icon: TodayIcon, list: listOf('today'), routes: todayOrderRoutes, recordRepresentation: serialOf }),
  [PICKUP_REQUESTS]: defineResource({ name: PICKUP_REQUESTS, icon: MoveToInboxIcon, list: listOf('pickupRequests'), recordRepresentation: serialOf }),
  [SHIPMENT]: defineResource({ name: SHIPMENT, icon: RequestQuoteIcon, list: () => import('./shipment/ShipmentPickerPage'), routes: shipmentRoutes }),
};
