/** The screen URLs that guard the order routes (spec section 2); staff permissions are stored as these. */
export const ADMIN_ORDERS = '/dashboard/adminorders';
export const ADMIN_ORDERS_ENHANCED = '/dashboard/adminorders_enhanced';
export const NEW_ORDER = '/dashboard/adminorders/new/customer';
export const EDIT_ORDER = '/dashboard/adminorders/edit';
export const ARCHIVE_MANAGER = '/dashboard/orders/archivemanager';
export const PRINT_ORDERS = '/dashboard/orders/printorders';
export const ASSIGN_TO_SHIPPER = '/dashboard/AssignOrderToShipper';
export const ORDERS = '/dashboard/orders';
