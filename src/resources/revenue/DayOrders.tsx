import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Link } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportRow } from '../../providers/shipper-reports';
import { StatusChip } from '../orders/fields';
import { useCairoDate } from '../orders/format';
import { ORDERS, orderShowPath } from '../orders/paths';
import { DownloadButton } from '../shared/download';
import { ReportFrame } from '../shipper-reports/ReportFrame';
import { RevenueTable } from './RevenueTable';
import { MONEY_COLUMNS, revenuePaths, searchOf, useRevenueList, useRevenueParams } from './useRevenue';

/** Where an order opens: the merchant's own order page, or the first of the staff's order pages the user may open. */
function useOrderPage(own: boolean): (id: number) => string | undefined {
  const permissions = usePermissionsNow();
  if (own) return (id) => `/customerdashboard/orders/${id}`;
  return (id) => [orderShowPath(id), orderShowPath(id, ORDERS)].find((path) => permissions?.canOpen(path));
}

/**
 * A merchant's orders of one day (`?id=&day_date=`; the merchant's own with `own`): each order's collected cash,
 * fees and net of that day, adding up to the day's row, each order opening its page. An order whose serial the
 * user may not see is named by its number (#id).
 */
export function DayOrders({ own = false }: { own?: boolean }) {
  const translate = useTranslate();
  const format = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const orderPage = useOrderPage(own);
  const [params, change] = useRevenueParams();
  const list = own ? 'ownOrders' : 'orders';
  const { id, day_date, sort, order } = params;
  const filters = { id: own ? undefined : id, day_date };
  const ready = Boolean(day_date) && (own || Boolean(id));
  const { data, error } = useRevenueList(list, { ...filters, sort, order, page: params.page, page_size: params.page_size }, ready);
  const name = data?.customer?.name ?? params.customer_name;
  const days = `${revenuePaths(own).days}?${searchOf({ id: own ? undefined : id, customer_name: name })}`;

  const serialCell = (row: ReportRow) => {
    const text = row.serial == null ? `#${row.order_id}` : String(row.serial);
    const path = orderPage(Number(row.order_id));
    return path ? (
      <Link component={RouterLink} to={path}>
        {text}
      </Link>
    ) : (
      text
    );
  };
  const columns = [{ key: 'serial', render: serialCell }, { key: 'status', render: (row: ReportRow) => <StatusChip status={row.status} /> }, ...MONEY_COLUMNS];
  const dayTitle = day_date ? translate('revenue.day_title', { day: format(day_date) }) : undefined;
  return (
    <ReportFrame
      title={own ? 'revenue.own_title' : 'screens.customerrevenue'}
      subtitle={[name, dayTitle].filter(Boolean).join(' · ')}
      error={error}
      bar={
        <>
          <Button
            component={RouterLink}
            to={days}
            startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
          >
            {translate('revenue.back')}
          </Button>
          {ready && <DownloadButton download={(lang) => dataProvider.exportRevenue(list, { ...filters, sort, order }, lang)} />}
        </>
      }
    >
      {data &&
        (data.total === 0 ? (
          <Alert severity="info">{translate('revenue.no_orders')}</Alert>
        ) : (
          <RevenueTable
            label={dayTitle ?? ''}
            answer={data}
            columns={columns}
            params={params}
            change={change}
            fallback={{ key: 'serial', order: 'asc' }}
            rowKey={(row) => String(row.order_id)}
          />
        ))}
    </ReportFrame>
  );
}
