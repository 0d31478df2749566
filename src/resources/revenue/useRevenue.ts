import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { MONEY_FIGURES, REVENUE_FIGURES } from '../../../domain/revenue';
import { screenUrl } from '../../../domain/screens';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RevenueList } from '../../providers/revenue';
import { useSearchParamsOf } from '../shipper-reports/RangeBar';
import type { ReportColumn } from '../shipper-reports/ReportTable';

/**
 * The revenue pages' parameters, kept in the address: the spec's variant parameters (id, customer_name, from_date,
 * to_date, day_date), the detailed view's filter, and the page and sort of the list.
 */
export const REVENUE_KEYS = ['id', 'customer_name', 'from_date', 'to_date', 'day_date', 'has', 'page', 'page_size', 'sort', 'order'] as const;
export type RevenueParams = Partial<Record<(typeof REVENUE_KEYS)[number], string>>;
export const useRevenueParams = () => useSearchParamsOf(REVENUE_KEYS);

/** A list's answer for these parameters, read again when they change (the page shown stays while the next loads). */
export function useRevenueList(list: RevenueList, params: Record<string, unknown>, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['revenue', list, params], queryFn: () => dataProvider.revenueList(list, params), enabled, placeholderData: keepPreviousData });
}

/** The figures' columns: counts of orders, then money. */
export const FIGURE_COLUMNS: readonly ReportColumn[] = REVENUE_FIGURES.map((key) =>
  MONEY_FIGURES.includes(key) ? { key, money: true } : { key, count: true },
);
export const MONEY_COLUMNS: readonly ReportColumn[] = FIGURE_COLUMNS.filter((column) => column.money);

/** Where one merchant's days and a day's orders are: the staff's pages below customers/revenue, or the merchant's own. */
export const revenuePaths = (own: boolean) => {
  const days = own ? '/customerdashboard/revenue' : screenUrl('customerrevenue');
  return { days, orders: `${days}/orders` };
};

/** The parameters given as a query string (empty ones left out). */
export const searchOf = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value ? [[key, value]] : []))).toString();
