import { Alert, Link, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { screenUrl } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportRow } from '../../providers/shipper-reports';
import { useCairoDate } from '../orders/format';
import { RangeFields } from '../shipper-reports/RangeBar';
import { useRevenueMerchants } from './RevenueBar';
import { DownloadButton } from '../shared/download';
import { ReportFrame } from '../shipper-reports/ReportFrame';
import { RevenueTable } from './RevenueTable';
import { FIGURE_COLUMNS, searchOf, useRevenueList, useRevenueParams } from './useRevenue';

/**
 * customers/newrevenue: every merchant whose revenue the user may see, summed over the range (the last 30 days
 * unless from_date, to_date or day_date say otherwise), narrowed by `customer_name` (in the name or the company);
 * each merchant opens its days over the same range.
 */
export default function RevenueMerchants() {
  const translate = useTranslate();
  const format = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const permissions = usePermissionsNow();
  const [params, change] = useRevenueParams();
  const { customer_name, from_date, to_date, day_date, sort, order } = params;
  const filters = { customer_name, from_date, to_date, day_date };
  const { data, error } = useRevenueList('merchants', { ...filters, sort, order, page: params.page, page_size: params.page_size });
  const days = screenUrl('customerrevenue');
  const visible = useRevenueMerchants();

  const merchantCell = (row: ReportRow) => {
    const name = String(row.customer_name);
    const company = row.company_name && row.company_name !== name ? String(row.company_name) : '';
    const search = searchOf({ id: String(row.customer_id), customer_name: name, from_date: data?.from_date, to_date: data?.to_date });
    return (
      <>
        {permissions?.canOpen(days) ? (
          <Link component={RouterLink} to={`${days}?${search}`}>
            {name}
          </Link>
        ) : (
          name
        )}
        {company && (
          <Typography variant="caption" component="div" color="text.secondary">
            {company}
          </Typography>
        )}
      </>
    );
  };
  const subtitle = data?.from_date && data.to_date ? translate('revenue.range', { from: format(data.from_date), to: format(data.to_date) }) : undefined;
  return (
    <ReportFrame
      title="screens.customernewrevenue"
      subtitle={subtitle}
      error={error}
      bar={
        <>
          <TextField
            size="small"
            type="search"
            label={translate('revenue.search')}
            value={customer_name ?? ''}
            onChange={(event) => change({ customer_name: event.target.value, page: '' })}
          />
          <RangeFields
            params={{ day_date, from_date: from_date ?? data?.from_date, to_date: to_date ?? data?.to_date }}
            change={(next) => change({ ...next, page: '' })}
          />
          <DownloadButton download={(lang) => dataProvider.exportRevenue('merchants', { ...filters, sort, order }, lang)} />
        </>
      }
    >
      {data &&
        (data.total === 0 ? (
          <Alert severity="info">{translate(visible.data?.length === 0 ? 'revenue.none_visible' : 'revenue.empty')}</Alert>
        ) : (
          <RevenueTable
            label={translate('screens.customernewrevenue')}
            answer={data}
            columns={[{ key: 'customer_name', render: merchantCell }, ...FIGURE_COLUMNS]}
            params={params}
            change={change}
            fallback={{ key: 'customer_name', order: 'asc' }}
            rowKey={(row) => String(row.customer_id)}
          />
        ))}
    </ReportFrame>
  );
}
