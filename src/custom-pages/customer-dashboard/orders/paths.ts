/** The merchant's order pages under /customerdashboard (spec section 2, customer dashboard). */
import type { Identifier } from 'react-admin';
import { CUSTOMER_DASHBOARD_PATH } from '../../../../domain/permissions';

const id = (value: Identifier) => encodeURIComponent(String(value));

export const MERCHANT_ORDERS_PATH = `${CUSTOMER_DASHBOARD_PATH}/orders`;
export const merchantOrderPath = (value: Identifier): string => `${MERCHANT_ORDERS_PATH}/${id(value)}`;
export const merchantEditPath = (value: Identifier): string => `${MERCHANT_ORDERS_PATH}/edit/${id(value)}`;
export const merchantPrintPath = (ids: readonly Identifier[]): string => `${MERCHANT_ORDERS_PATH}/printorders?ids=${ids.map(String).join(',')}`;
export const MERCHANT_NEW_ORDER_PATH = `${MERCHANT_ORDERS_PATH}/new`;
export const MERCHANT_IMPORT_PATH = `${MERCHANT_ORDERS_PATH}/import`;
