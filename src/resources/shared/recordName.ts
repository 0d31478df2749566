import { storedLanguage } from '../../providers/i18nProvider';
import { nameIn, type Named } from '../../../domain/names';

/**
 * How a named record (a lookup, a shipper group) is shown in titles, reference columns and pickers: its Arabic
 * name on Arabic screens when it has one. The admin is remounted when the language changes, so the stored
 * choice is the current one.
 */
export const recordName = (record: Named): string => nameIn(storedLanguage(), record);

/** How an order is named in titles and notices: its serial, else the merchant's own serial, else its id. */
export const orderName = (record: { id: unknown; serial?: string; customer_serial?: string }): string =>
  String(record.serial || record.customer_serial || `#${String(record.id)}`);
