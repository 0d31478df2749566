/**
 * The orders layer of the data provider: the order resources' CRUD through the orders API, and the named order
 * calls (status moves, bulk actions, export, timeline, replies, photos, saved filters, column choice, approving
 * urgent orders).
 */
import type { DataProvider } from 'react-admin';
import { orderMethods, type OrderMethods } from './orders/api';
import { withOrderResources } from './orders/crud';
import { exportOrders } from './orders/download';
import { orderImportCalls } from './orders/import';
import { merchantOrderCalls, withMerchantOrders } from './orders/merchant';
import { urgentOrderCalls } from './orders/screens';
import { followUpCalls } from './orders/follow-up';

const ordersCalls = { ...orderMethods, ...urgentOrderCalls, ...followUpCalls, ...merchantOrderCalls, ...orderImportCalls, exportOrders };

export type OrdersCalls = OrderMethods &
  typeof urgentOrderCalls &
  typeof followUpCalls &
  typeof merchantOrderCalls &
  typeof orderImportCalls & { exportOrders: typeof exportOrders };

/** `base` with the order resources and calls added. */
export const withOrders = <T extends DataProvider>(base: T): T & OrdersCalls => ({ ...withMerchantOrders(withOrderResources(base)), ...ordersCalls });

export type * from './orders/types';
export type * from './orders/import';
