import { Alert, Button, Link } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { REVENUE_PAGE_MAX } from '../../../domain/revenue';
import { screenUrl } from '../../../domain/screens';
import { RangePicker } from '../../custom-pages/customer-dashboard/analytics/RangePicker';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { RevenueAnswer } from '../../providers/revenue';
import type { ReportRow } from '../../providers/shipper-reports';
import { useCairoDate } from '../orders/format';
import { RangeFields } from '../shipper-reports/RangeBar';
import { DaysFilter, MerchantPicker, useRevenueMerchants } from './RevenueBar';
import { DownloadButton } from '../shared/download';
import { ReportFrame } from '../shipper-reports/ReportFrame';
import { RevenueChart } from './RevenueChart';
import { RevenueTable } from './RevenueTable';
import { FIGURE_COLUMNS, revenuePaths, searchOf, useRevenueList, useRevenueParams } from './useRevenue';

/** Which merchant and range an answer is about: "Nile Crafts · 1 Nov 2026 to 30 Nov 2026". */
function useSubtitle(answer: RevenueAnswer | undefined, name: string | undefined) {
  const translate = useTranslate();
  const format = useCairoDate();
  if (!answer?.from_date || !answer.to_date) return name;
  const range = translate('revenue.range', { from: format(answer.from_date), to: format(answer.to_date) });
  return [answer.customer?.name ?? name, range].filter(Boolean).join(' · ');
}

/**
 * One merchant's revenue by day (domain/revenue.ts says what each figure is): staff's customers/revenue (`?id=` the
 * merchant, picked by name; the range is the last 30 days unless from_date, to_date or day_date say otherwise) and
 * its detailed twin (quick ranges, a filter of the days and a chart of every day of the range), and the merchant's
 * own page (`own`, detailed). Each day opens its orders.
 */
export function RevenueDays({ own = false, enhanced = false }: { own?: boolean; enhanced?: boolean }) {
  const translate = useTranslate();
  const format = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const permissions = usePermissionsNow();
  const { search } = useLocation();
  const [params, change] = useRevenueParams();
  const list = own ? 'ownDays' : 'days';
  const { id, from_date, to_date, day_date, has, sort, order } = params;
  const filters = { id: own ? undefined : id, from_date, to_date, day_date, has: enhanced ? has : undefined };
  const ready = own || Boolean(id);
  const { data, error } = useRevenueList(list, { ...filters, sort, order, page: params.page, page_size: params.page_size }, ready);
  const { data: everyDay } = useRevenueList(list, { ...filters, page: 1, page_size: REVENUE_PAGE_MAX, sort: 'day', order: 'ASC' }, ready && enhanced);
  const subtitle = useSubtitle(data, params.customer_name);
  const paths = revenuePaths(own);
  const visible = useRevenueMerchants(!own);

  // A grant of the detailed twin alone does not open the day's orders (they lie below customers/revenue).
  const opensDays = own || (permissions?.canOpen(paths.orders) ?? false);
  const dayCell = (row: ReportRow) => {
    const day = String(row.day);
    if (!opensDays) return format(day);
    const to = `${paths.orders}?${searchOf({ id: own ? undefined : id, customer_name: data?.customer?.name, day_date: day })}`;
    return (
      <Link component={RouterLink} to={to} aria-label={translate('revenue.open_day', { day: format(day) })}>
        {format(day)}
      </Link>
    );
  };
  const twin = own ? undefined : enhanced ? screenUrl('customerrevenue') : screenUrl('customerrevenue_enhanced');
  const title = own ? 'revenue.own_title' : enhanced ? 'screens.customerrevenue_enhanced' : 'screens.customerrevenue';
  const range = { from_date: day_date ?? from_date ?? data?.from_date ?? '', to_date: day_date ?? to_date ?? data?.to_date ?? '' };
  return (
    <ReportFrame
      title={title}
      subtitle={subtitle}
      error={error}
      bar={
        <>
          {!own && (
            <MerchantPicker
              value={id}
              onChange={(merchant) => change({ id: merchant ? String(merchant.id) : '', customer_name: merchant?.name ?? '', page: '' })}
            />
          )}
          {enhanced ? (
            <RangePicker range={range} onChange={(next) => change({ ...next, page: '' })} />
          ) : (
            <RangeFields
              params={{ day_date, from_date: from_date ?? data?.from_date, to_date: to_date ?? data?.to_date }}
              change={(next) => change({ ...next, page: '' })}
            />
          )}
          {enhanced && <DaysFilter value={has} onChange={(next) => change({ has: next, page: '' })} />}
          {ready && <DownloadButton download={(lang) => dataProvider.exportRevenue(list, { ...filters, sort, order }, lang)} />}
          {twin && permissions?.canOpen(twin) && (
            <Button component={RouterLink} to={`${twin}${search}`}>
              {translate(enhanced ? 'revenue.plain' : 'revenue.detailed')}
            </Button>
          )}
        </>
      }
    >
      {!ready && <Alert severity="info">{translate(visible.data?.length === 0 ? 'revenue.none_visible' : 'revenue.pick_merchant')}</Alert>}
      {ready && enhanced && everyDay && everyDay.data.length > 0 && <RevenueChart rows={everyDay.data} />}
      {ready &&
        data &&
        (data.total === 0 ? (
          <Alert severity="info">{translate('revenue.empty')}</Alert>
        ) : (
          <RevenueTable
            label={translate(title)}
            answer={data}
            columns={[{ key: 'day', render: dayCell }, ...FIGURE_COLUMNS]}
            params={params}
            change={change}
            fallback={{ key: 'day', order: 'desc' }}
            rowKey={(row) => String(row.day)}
          />
        ))}
    </ReportFrame>
  );
}
