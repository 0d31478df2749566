/**
 * The columns of an order export: each an order field, its header the field's label on the order screens in the
 * file's language (./field-labels.ts), a money column's naming the currency (the file holds figures alone). The
 * file is made on the server, in the language the user works in; a column whose field the user may never see is
 * left out.
 */
import type { FieldPermission } from '../permissions/fields';
import { CURRENCY, orderFieldsAr, orderFieldsEn } from './field-labels';
import type { OrderRecord } from './record';

export interface OrderExportColumn {
  key: keyof OrderRecord & keyof typeof orderFieldsEn;
  /** A figure in LE. */
  money?: true;
  /** The field permission without which the column is left out. */
  needs?: FieldPermission;
}

export const ORDER_EXPORT_COLUMNS: readonly OrderExportColumn[] = [
  { key: 'serial', needs: 'show_order_serial' },
  { key: 'customer_serial', needs: 'show_customer_serial' },
  { key: 'order_date' },
  { key: 'customer_name' },
  { key: 'full_name' },
  { key: 'phone', needs: 'show_customer_phone' },
  { key: 'address' },
  { key: 'city_name' },
  { key: 'zone_name' },
  { key: 'shipment_contents' },
  { key: 'weight' },
  { key: 'total_amount', money: true, needs: 'show_total_amount' },
  { key: 'total_fees', money: true, needs: 'show_fees' },
  { key: 'shipper_fees', money: true, needs: 'show_shipper_fees' },
  { key: 'shipper_name' },
  { key: 'Order_Delivery_Status' },
  { key: 'Delivery_satus_date' },
  { key: 'notes', needs: 'show_notes' },
];

const LABELS = { en: orderFieldsEn, ar: orderFieldsAr } as const;

/** A column's header in `lang`. */
export const exportHeader = (column: OrderExportColumn, lang: 'en' | 'ar'): string =>
  column.money ? `${LABELS[lang][column.key]} (${CURRENCY[lang]})` : LABELS[lang][column.key];
