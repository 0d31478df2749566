/**
 * The columns of an order export, with their headers in both languages (the file is made on the server, in
 * the language the user works in). A column whose field the user may never see is left out.
 */
import type { FieldPermission } from '../permissions/fields';
import type { OrderRecord } from './record';

export interface OrderExportColumn {
  key: keyof OrderRecord;
  en: string;
  ar: string;
  /** The field permission without which the column is left out. */
  needs?: FieldPermission;
}

export const ORDER_EXPORT_COLUMNS: readonly OrderExportColumn[] = [
  { key: 'serial', en: 'Serial', ar: 'رقم الشحنة', needs: 'show_order_serial' },
  { key: 'customer_serial', en: 'Customer serial', ar: 'رقم العميل', needs: 'show_customer_serial' },
  { key: 'order_date', en: 'Order date', ar: 'تاريخ الطلب' },
  { key: 'customer_name', en: 'Customer', ar: 'العميل' },
  { key: 'full_name', en: 'Recipient', ar: 'المستلم' },
  { key: 'phone', en: 'Phone', ar: 'الهاتف', needs: 'show_customer_phone' },
  { key: 'address', en: 'Address', ar: 'العنوان' },
  { key: 'city_name', en: 'City', ar: 'المدينة' },
  { key: 'zone_name', en: 'Zone', ar: 'المنطقة' },
  { key: 'shipment_contents', en: 'Contents', ar: 'المحتويات' },
  { key: 'weight', en: 'Weight', ar: 'الوزن' },
  { key: 'total_amount', en: 'Total amount (LE)', ar: 'إجمالي المبلغ (ج.م)', needs: 'show_total_amount' },
  { key: 'total_fees', en: 'Fees (LE)', ar: 'المصاريف (ج.م)', needs: 'show_fees' },
  { key: 'shipper_fees', en: 'Shipper fees (LE)', ar: 'عمولة المندوب (ج.م)', needs: 'show_shipper_fees' },
  { key: 'shipper_name', en: 'Shipper', ar: 'المندوب' },
  { key: 'Order_Delivery_Status', en: 'Status', ar: 'الحالة' },
  { key: 'Delivery_satus_date', en: 'Status date', ar: 'تاريخ الحالة' },
  { key: 'notes', en: 'Notes', ar: 'ملاحظات', needs: 'show_notes' },
];
