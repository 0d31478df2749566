import { ORDER_READER_SCREENS, screenUrl } from '../../domain/screens';

/** The screen URLs that guard the order routes (spec section 2, domain/screens.ts); staff permissions are stored as these. */
export const ADMIN_ORDERS = screenUrl('adminorders');
export const ADMIN_ORDERS_ENHANCED = screenUrl('adminorders_enhanced');
export const NEW_ORDER = `${ADMIN_ORDERS}/new/customer`;
export const EDIT_ORDER = `${ADMIN_ORDERS}/edit`;
export const ARCHIVE_MANAGER = screenUrl('archivemanager');
export const PRINT_ORDERS = screenUrl('printorders');
export const ASSIGN_TO_SHIPPER = screenUrl('AssignOrderToShipper');
export const ORDERS = screenUrl('orders');
export const RETURN_FROM_SHIPPERS = screenUrl('ReturnOrderShipper');
export const RETURN_TO_CUSTOMERS = screenUrl('ReturnOrderCustomer');
export const PICKUP_REQUESTS = screenUrl('shipmentrequest');

/** Every screen that shows an order list or opens an order: each may read orders (the rows still decide which). */
export const ORDER_READERS: readonly string[] = ORDER_READER_SCREENS.map(screenUrl);
/** Screens that move orders through their statuses (the return screens move them back). */
export const ORDER_MOVERS: readonly string[] = [ADMIN_ORDERS, RETURN_FROM_SHIPPERS, RETURN_TO_CUSTOMERS];
