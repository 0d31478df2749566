/** Downloading an order export in the list's variant, with its filters (as the list sends them). */
import { downloadFile, type ExportProgress, type ExportResult } from '../download';
import { toFilterdata } from './mapping';
import type { OrderListVariant } from './types';

const EXPORTS: Record<OrderListVariant, { url: string; fileName: string }> = {
  admin: { url: '/api/orders/adminorders/', fileName: 'Orders.xlsx' },
  enhanced: { url: '/api/orders/enhanced/', fileName: 'Orders.xls' },
  merchant: { url: '/api/merchant/orders/export/', fileName: 'Orders.xlsx' },
};

/** Exports the orders matching `filter`, the file's headers in `lang`. */
export function exportOrders(
  filter: Record<string, unknown>,
  variant: OrderListVariant,
  onProgress?: ExportProgress,
  lang: 'en' | 'ar' = 'en',
): Promise<ExportResult> {
  const { url, fileName } = EXPORTS[variant];
  return downloadFile(url, { Filterdata: toFilterdata(filter), export_excel: true, lang }, fileName, onProgress);
}
