import { storedLanguage } from '../../providers/i18nProvider';

/**
 * How a named record (a lookup, a shipper group) is shown in titles, reference columns and pickers: its Arabic
 * name on Arabic screens when it has one. The admin is remounted when the language changes, so the stored
 * choice is the current one.
 */
export const recordName = (record: { name: string; name_ar?: string }): string => (storedLanguage() === 'ar' && record.name_ar ? record.name_ar : record.name);

/** How an order is named in titles and notices: its serial, else the merchant's own serial, else its id. */
export const orderName = (record: { id: unknown; serial?: string; customer_serial?: string }): string =>
  String(record.serial || record.customer_serial || `#${String(record.id)}`);
