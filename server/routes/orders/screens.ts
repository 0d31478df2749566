/** The screen URLs that guard the order routes (spec section 2); staff permissions are stored as these. */
export const ADMIN_ORDERS = '/dashboard/adminorders';
export const ADMIN_ORDERS_ENHANCED = '/dashboard/adminorders_enhanced';
export const NEW_ORDER = '/dashboard/adminorders/new/customer';
export const EDIT_ORDER = '/dashboard/adminorders/edit';
export const ARCHIVE_MANAGER = '/dashboard/orders/archivemanager';
export const PRINT_ORDERS = '/dashboard/orders/printorders';
export const ASSIGN_TO_SHIPPER = '/dashboard/AssignOrderToShipper';
export const ORDERS = '/dashboard/orders';
export const RETURN_FROM_SHIPPERS = '/dashboard/ReturnOrderShipper';
export const RETURN_TO_CUSTOMERS = '/dashboard/ReturnOrderCustomer';
export const PICKUP_REQUESTS = '/dashboard/shipmentrequest';

/** Every screen that shows an order list or opens an order: each may read orders (the rows still decide which). */
export const ORDER_READERS: readonly string[] = [
  ADMIN_ORDERS,
  ORDERS,
  ASSIGN_TO_SHIPPER,
  RETURN_FROM_SHIPPERS,
  RETURN_TO_CUSTOMERS,
  PICKUP_REQUESTS,
  '/dashboard/TodayOrders',
  '/dashboard/hurryorder',
];
/** Screens that move orders through their statuses (the return screens move them back). */
export const ORDER_MOVERS: readonly string[] = [ADMIN_ORDERS, RETURN_FROM_SHIPPERS, RETURN_TO_CUSTOMERS];
