import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ClosingDetails as Details, ClosingLine } from '../../../domain/api/money';
import { useCairoDate } from '../orders/format';
import { PRINT_ROOT, PrintStyles } from '../orders/print/PrintStyles';
import { cashColumn, ClosingLines, PARCEL_COLUMNS, type LineColumn } from './ClosingLines';
import { DecideClosing } from './DecideClosing';
import { MoneyFigure } from '../shared/MoneyFigure';
import { ClosingStatusChip } from './parts';

function Received({ line }: { line: ClosingLine }) {
  const translate = useTranslate();
  if (line.received) return <>{translate('closings.fields.received')}</>;
  return <strong>{translate(line.resolved ? 'closings.details.resolved' : 'closings.details.missed')}</strong>;
}

const RETURN_COLUMNS: readonly LineColumn[] = [...PARCEL_COLUMNS, { label: 'closings.fields.received', value: (line) => <Received line={line} /> }];
const CASH_COLUMNS: readonly LineColumn[] = [
  ...PARCEL_COLUMNS,
  cashColumn('expected', 'closings.fields.amount'),
  cashColumn('cashed', 'closings.fields.cashed'),
];

/** The receipt both sides sign: the figures, every parcel and its cash, the parcels received or missed. */
function Receipt({ closing }: { closing: Details }) {
  const translate = useTranslate();
  const format = useCairoDate();
  return (
    <Box className={PRINT_ROOT}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">
          {translate('closings.details.title', { rc: closing.rc })}
        </Typography>
        <ClosingStatusChip status={closing.status} />
      </Stack>
      <Typography sx={{ my: 1 }}>
        <bdi>{closing.shipper_name}</bdi> · {format(closing.closing_date)} · {translate('closings.fields.created_by')}: <bdi>{closing.created_by_name}</bdi>
        {closing.decided_by_name && (
          <>
            {' '}
            · {translate('closings.fields.decided_by')}: <bdi>{closing.decided_by_name}</bdi>
          </>
        )}
      </Typography>
      <Grid container spacing={2}>
        <MoneyFigure label="closings.fields.expected" amount={closing.expected} />
        <MoneyFigure label="closings.fields.fees" amount={closing.fees} />
        <MoneyFigure label="closings.fields.counted" amount={closing.counted} />
        <MoneyFigure label="closings.fields.difference" amount={closing.difference} />
        <MoneyFigure label="closings.fields.previous_debt" amount={closing.previous_debt} />
        <MoneyFigure label="closings.fields.debt_after" amount={closing.debt_after} />
      </Grid>
      {closing.note && <Typography sx={{ mt: 1 }}>{closing.note}</Typography>}
      <ClosingLines title="closings.details.cash_title" lines={closing.cash} columns={CASH_COLUMNS} empty="closings.new.no_cash" />
      <ClosingLines title="closings.details.returns_title" lines={closing.returns} columns={RETURN_COLUMNS} empty="closings.new.no_returns" />
      <Stack direction="row" spacing={8} sx={{ mt: 6 }}>
        {['closings.details.signature_shipper', 'closings.details.signature_office'].map((label) => (
          <Box key={label} sx={{ flex: 1, borderTop: 1, pt: 1 }}>
            {translate(label)}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * One closing (spec: shipperclosing/view/details/{shipper}/{closing_date}/{rc}): its figures, orders and
 * parcels, printed as a receipt signed by the shipper and the office; a supervisor approves or refuses it here.
 */
export default function ClosingDetails() {
  const { shipper = '', closing_date = '', rc = '' } = useParams();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, refetch, isPending } = useQuery({
    queryKey: ['closingDetails', shipper, closing_date, rc],
    queryFn: () => dataProvider.closingDetails(shipper, closing_date, rc),
  });
  if (isPending) return <Loading />;
  if (!data) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('closings.details.title', { rc })} />
      <PrintStyles layout="sheet" />
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 2, displayPrint: 'none' }}>
          <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => window.print()}>
            {translate('closings.details.print')}
          </Button>
          <DecideClosing closing={data} onDone={() => void refetch()} />
        </Stack>
        <Receipt closing={data} />
      </CardContent>
    </Card>
  );
}
