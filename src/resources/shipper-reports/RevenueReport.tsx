import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { screenUrl } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { ReportRow } from '../../providers/shipper-reports';
import { RangeFields, ShipperPicker, useRangeParams } from './RangeBar';
import { ExportButton, ReportFrame, useShipperReport } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';

const FIGURES: readonly ReportColumn[] = [
  { key: 'delivered', count: true },
  ...['collected', 'fees_earned', 'fees_kept', 'shortages', 'overages', 'write_offs', 'net'].map((key) => ({ key, money: true })),
];

/**
 * A shipper's earnings and deductions (domain/ledger/reports.ts says what each figure is): `revenue` one
 * shipper's days (`?id=` the shipper), `newrevenue` every shipper the user sees over the range, each name opening
 * that shipper's days. The range is the last 30 days unless from_date, to_date or day_date say otherwise.
 */
export default function RevenueReport({ each }: { each: boolean }) {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const [params, change] = useRangeParams();
  const name = each ? 'newrevenue' : 'revenue';
  const query = each ? { from_date: params.from_date, to_date: params.to_date, day_date: params.day_date } : { ...params, shipper: undefined };
  const { data, error } = useShipperReport(name, query, each || Boolean(params.id));
  const canOpenDays = permissions?.canOpen(screenUrl('revenue')) ?? false;
  const shipperCell = (row: ReportRow) => {
    if (!canOpenDays) return String(row.shipper_name);
    const range = new URLSearchParams({ id: String(row.shipper_id), ...(data ? { from_date: data.from_date, to_date: data.to_date } : {}) });
    return (
      <Link component={RouterLink} to={`${screenUrl('revenue')}?${range.toString()}`}>
        {String(row.shipper_name)}
      </Link>
    );
  };
  const columns: ReportColumn[] = [each ? { key: 'shipper_name', render: shipperCell } : { key: 'day', date: true }, ...FIGURES];
  return (
    <ReportFrame
      title={`screens.${name}`}
      error={error}
      bar={
        <>
          {!each && <ShipperPicker value={params.id} onChange={(id) => change({ id })} />}
          <RangeFields params={params} change={change} />
          {(each || params.id) && <ExportButton name={name} params={query} />}
        </>
      }
    >
      {!each && !params.id && <Alert severity="info">{translate('shipper_reports.revenue.pick_shipper')}</Alert>}
      {data &&
        (data.results.length === 0 ? (
          <Alert severity="info">{translate('shipper_reports.revenue.empty')}</Alert>
        ) : (
          <ReportTable
            label={translate(`screens.${name}`)}
            columns={columns}
            rows={data.results}
            totals={data.totals}
            rowKey={(row) => String(each ? row.shipper_id : row.day)}
          />
        ))}
    </ReportFrame>
  );
}
