import { Alert, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { ReportTable, type ReportColumn } from './ReportTable';
import { CustodyChart } from './CustodyChart';
import { DayField, ExportButton, ReportFrame, useShipperReport } from './ReportFrame';

const COLUMNS: readonly ReportColumn[] = [
  { key: 'shipper_name' },
  { key: 'cash', money: true },
  { key: 'fees_owed', money: true },
  { key: 'debt', money: true },
  { key: 'parcels', count: true },
];

/**
 * What each shipper holds (spec: ShipperCustodyReport): now, or as of the end of a past day (from the ledger's
 * entries; parcels are counted for now only). Columns sort on a click; shippers holding more cash than the limit
 * (kept on this device) are marked in the table and the chart.
 */
export default function CustodyReport() {
  const translate = useTranslate();
  const [asOf, setAsOf] = useState('');
  const [limitText, setLimitText] = useStore('shipper_reports.cash_limit', '');
  const limit = limitText.trim() !== '' && Number.isFinite(Number(limitText)) ? Number(limitText) : null;
  const params = { as_of: asOf };
  const { data, error } = useShipperReport('ShipperCustodyReport', params);
  return (
    <ReportFrame
      title="screens.ShipperCustodyReport"
      error={error}
      bar={
        <>
          <DayField label="closings.custody.as_of" value={asOf} onChange={setAsOf} />
          {asOf && <Button onClick={() => setAsOf('')}>{translate('closings.custody.now')}</Button>}
          <TextField
            size="small"
            type="number"
            label={translate('shipper_reports.custody.cash_limit')}
            value={limitText}
            onChange={(event) => setLimitText(event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 100 } }}
          />
          <ExportButton name="ShipperCustodyReport" params={params} />
        </>
      }
    >
      {data && (
        <>
          {data.results.length > 0 && <CustodyChart rows={data.results} limit={limit} />}
          {asOf && <Alert severity="info">{translate('closings.custody.parcels_now_only')}</Alert>}
          {data.results.length === 0 ? (
            <Alert severity="info">{translate('closings.custody.empty')}</Alert>
          ) : (
            <ReportTable
              label={translate('screens.ShipperCustodyReport')}
              columns={COLUMNS}
              rows={data.results}
              totals={data.totals}
              rowKey={(row) => String(row.shipper_id)}
              highlight={(row) => limit != null && Number(row.cash) > limit}
            />
          )}
        </>
      )}
    </ReportFrame>
  );
}
