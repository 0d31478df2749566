import { Alert, Link, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { screenUrl } from '../../../domain/screens';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import type { ReportRow } from '../../providers/shipper-reports';
import { RangeFields, ShipperPicker, useRangeParams } from './RangeBar';
import { ExportButton, ReportFrame, useShipperReport } from './ReportFrame';
import { ReportTable, type ReportColumn } from './ReportTable';

const DETAILS = screenUrl('ShipperClosingRequestDetails');
const MONEY = ['expected', 'counted', 'fees_kept', 'shortages', 'overages'];
const COUNTS = ['pending', 'approved', 'refused'];

/** The closings of a day by their receipt numbers, as links to their pages for a user who may open them; else how many. */
function ClosingLinks({ row, canOpen }: { row: ReportRow; canOpen: boolean }) {
  const translate = useTranslate();
  const rcs = Array.isArray(row.closing_rcs) ? row.closing_rcs : [];
  if (!canOpen) return <>{row.closings}</>;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      {rcs.map((rc) => (
        <Link key={rc} component={RouterLink} to={`${DETAILS}/${rc}`}>
          {translate('closings.fields.rc_number', { rc })}
        </Link>
      ))}
    </Stack>
  );
}

/**
 * The shippers' closings by shipper and day (spec: ShipperClosingRequestReport) over a range, the last 30 days
 * unless chosen: how many, the cash expected and counted, the fees kept, shortages and overages of the closings
 * that stand, and how many wait, were approved or refused; each closing opens its details page.
 */
export default function ClosingReport() {
  const translate = useTranslate();
  const permissions = usePermissionsNow();
  const [params, change] = useRangeParams();
  const { data, error } = useShipperReport('ShipperClosingRequestReport', params);
  const canOpen = permissions?.canOpen(DETAILS) ?? false;
  const columns: ReportColumn[] = [
    { key: 'closing_date', date: true },
    { key: 'shipper_name' },
    { key: 'closings', count: true, render: (row) => <ClosingLinks row={row} canOpen={canOpen} /> },
    ...MONEY.map((key) => ({ key, money: true })),
    ...COUNTS.map((key) => ({ key, count: true })),
  ];
  return (
    <ReportFrame
      title="screens.ShipperClosingRequestReport"
      error={error}
      bar={
        <>
          <ShipperPicker value={params.shipper} onChange={(shipper) => change({ shipper })} />
          <RangeFields params={params} change={change} />
          <ExportButton name="ShipperClosingRequestReport" params={params} />
        </>
      }
    >
      {data &&
        (data.results.length === 0 ? (
          <Alert severity="info">{translate('shipper_reports.closings.empty')}</Alert>
        ) : (
          <ReportTable
            label={translate('screens.ShipperClosingRequestReport')}
            columns={columns}
            rows={data.results}
            totals={data.totals}
            rowKey={(row) => `${row.closing_date}-${row.shipper_id}`}
          />
        ))}
    </ReportFrame>
  );
}
