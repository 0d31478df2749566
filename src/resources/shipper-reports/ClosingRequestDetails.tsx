import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import { cashColumn, ClosingLines, PARCEL_COLUMNS, type LineColumn } from '../closings/ClosingLines';
import { ClosingStatusChip } from '../closings/parts';
import { Money } from '../shared/money';
import { useCairoDate } from '../orders/format';

/** Whether a parcel came back at the closing, later, or not yet. */
const RETURN_COLUMN: LineColumn = {
  label: 'closings.fields.received',
  value: (line) => <ReturnState line={line} />,
};

function ReturnState({ line }: { line: { received?: boolean; resolved?: boolean } }) {
  const translate = useTranslate();
  return <>{translate(line.received ? 'closings.fields.received' : line.resolved ? 'closings.details.resolved' : 'closings.details.missed')}</>;
}

/**
 * One shipper closing by its receipt number (spec: ShipperClosingRequestDetails/{request_id}; the RC on its paper,
 * its list and the closings report): its figures, who made and who
 * decided it, the cash each order brought and the parcels that came back or were missed.
 */
export default function ClosingRequestDetails() {
  const { rc = '' } = useParams();
  const translate = useTranslate();
  const cairoDate = useCairoDate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error } = useQuery({ queryKey: ['closingRequestDetails', rc], queryFn: () => dataProvider.closingRequestDetails(rc), enabled: rc !== '' });
  if (rc === '') return <Alert severity="info">{translate('shipper_reports.closings.pick_closing')}</Alert>;
  if (error) return <Alert severity="error">{translate('errors.not_found')}</Alert>;
  if (!data) return null;
  const figure = (label: string, amount: string) => (
    <Typography>
      {translate(label)}: <Money amount={amount} />
    </Typography>
  );
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
      <Title title="screens.ShipperClosingRequestDetails" />
      <Typography variant="h6" component="h1">
        {translate('closings.details.title', { rc: data.rc })} · {data.shipper_name} · {data.closing_date} <ClosingStatusChip status={data.status} />
      </Typography>
      {figure('closings.fields.expected', data.expected)}
      {figure('closings.fields.counted', data.counted)}
      {figure('closings.fields.fees', data.fees)}
      {figure('closings.fields.difference', data.difference)}
      {figure('closings.fields.debt_after', data.debt_after)}
      <Typography>
        {translate('closings.fields.created_by')}: {data.created_by_name ?? '—'} · {cairoDate(data.created_at, true)}
      </Typography>
      <Typography>
        {translate('closings.fields.decided_by')}: {data.decided_by_name ?? '—'} {data.decided_at ? `· ${cairoDate(data.decided_at, true)}` : ''}
      </Typography>
      <ClosingLines
        title="closings.new.cash_title"
        lines={data.cash}
        columns={[...PARCEL_COLUMNS, cashColumn('expected', 'closings.fields.expected'), cashColumn('cashed', 'closings.fields.cashed')]}
        empty="closings.new.no_cash"
      />
      <ClosingLines title="closings.new.returns_title" lines={data.returns} columns={[...PARCEL_COLUMNS, RETURN_COLUMN]} empty="closings.new.no_returns" />
    </Box>
  );
}
