/**
 * /customerdashboard/customeranalytics, the merchant's home: parcels waiting for pickup, yesterday's orders, the
 * cash recipients paid over a range of order dates and the merchant's share, the range's orders by status and
 * their top cities, as cards and charts (money in LE, Cairo dates, mirrored in Arabic).
 */
import { Alert, Box, Button, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { filterDateError } from '../../../../domain/dates';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { FiguresRange } from '../../../providers/merchant';
import { useErrorText } from '../../../resources/orders/errors';
import { FigureCards } from './FigureCards';
import { FigureCharts } from './FigureCharts';
import { QUICK_RANGES, quickChoiceOf, quickRange } from './ranges';

/** A range is asked for only when both ends are dates of the filter window and in order. */
const usable = (range: FiguresRange) =>
  range.from_date !== '' && range.to_date !== '' && !filterDateError(range.from_date) && !filterDateError(range.to_date) && range.from_date <= range.to_date;

function RangePicker({ range, onChange }: { range: FiguresRange; onChange: (range: FiguresRange) => void }) {
  const translate = useTranslate();
  const chosen = quickChoiceOf(range);
  const reversed = range.from_date !== '' && range.to_date !== '' && range.from_date > range.to_date;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      {QUICK_RANGES.map((choice) => (
        <Chip
          key={choice}
          label={translate(`customer_orders.analytics.ranges.${choice}`)}
          color={chosen === choice ? 'primary' : 'default'}
          variant={chosen === choice ? 'filled' : 'outlined'}
          onClick={() => onChange(quickRange(choice))}
        />
      ))}
      {(['from_date', 'to_date'] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={translate(`customer_orders.analytics.${end}`)}
          value={range[end]}
          onChange={(event) => onChange({ ...range, [end]: event.target.value })}
          error={end === 'to_date' && reversed}
          helperText={end === 'to_date' && reversed ? translate('customer_orders.analytics.reversed') : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
    </Stack>
  );
}

export default function CustomerAnalytics() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const errorText = useErrorText();
  const [range, setRange] = useState<FiguresRange>(() => quickRange('month'));
  const [asked, setAsked] = useState(range);
  const change = (next: FiguresRange) => {
    setRange(next);
    if (usable(next)) setAsked(next);
  };
  const figures = useQuery({
    queryKey: ['merchant', 'figures', asked.from_date, asked.to_date],
    queryFn: () => dataProvider.merchantFigures(asked),
    placeholderData: keepPreviousData,
  });
  return (
    <Box sx={{ mt: 2, mb: 4, display: 'grid', gap: 2 }}>
      <Title title={translate('app.customer_dashboard.title')} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('app.customer_dashboard.title')}
        </Typography>
        {figures.isFetching && <CircularProgress size={20} aria-label={translate('ra.page.loading')} />}
      </Stack>
      <RangePicker range={range} onChange={change} />
      {figures.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
              {translate('customer_orders.analytics.retry')}
            </Button>
          }
        >
          {errorText(figures.error)}
        </Alert>
      ) : figures.data ? (
        <>
          <FigureCards figures={figures.data} />
          <FigureCharts figures={figures.data} />
        </>
      ) : (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={translate('ra.page.loading')} />
        </Box>
      )}
    </Box>
  );
}
