/**
 * What a merchant login may see and do: its own customer's data, through the same checks a staff member's rows
 * go through (a merchant is given one customer row, for its own customer). The spec lists the merchant's
 * screens but not its rights; these are what a courier company lets its merchants do themselves.
 */
import { STATUS_CODE, type OrderState } from '../orders/status';
import type { EntityGrants } from './entity';
import type { FieldPermission } from './fields';

/**
 * A merchant sees, enters and edits its own orders and asks for pickups, packaging, returns and its money.
 * It never deletes an order (it cancels one before pickup), never records cash from a shipper
 * (`collectclient`) and never settles its own money (`revnue`): those are the office's.
 */
export function merchantGrants(customerId: number): EntityGrants {
  return {
    is_superuser: false,
    overrides: {},
    shipperRows: [],
    customerRows: [
      {
        customer_id: customerId,
        view: true,
        phone: true,
        address: true,
        pickup_request: true,
        collect_request: true,
        material_request: true,
        addOrder: true,
        updateOrder: true,
        deleteOrder: false,
        returnclient: true,
        collectclient: false,
        revnue: false,
        customer_view_report: true,
      },
    ],
  };
}

/**
 * The order fields a merchant sees: everything about its own parcels, its fee included (it is what the merchant
 * pays), but not what the company pays the shipper.
 */
export const MERCHANT_FIELDS: Readonly<Record<FieldPermission, boolean>> = Object.freeze({
  show_order_serial: true,
  show_customer_serial: true,
  show_total_amount: true,
  show_fees: true,
  show_shipper_fees: false,
  show_customer_phone: true,
  show_notes: true,
});

/**
 * A merchant changes or cancels an order only while it waits for pickup (status code 1, still Pending): once
 * the courier has the parcel, the office and the shipper work from what was entered, so changes go through
 * them (an issue about the order).
 */
export const merchantMayChange = (order: OrderState): boolean => order.status === 'Pending' && order.status_code === STATUS_CODE.awaitingPickup;
