import { Alert, Box, Card, CardActionArea, CardContent, Grid, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FINANCE_FIGURE_NAMES, type FinanceFigure } from '../../../../domain/ledger/finance';
import { financeEntriesReport } from '../../../../domain/reports/finance-entries';
import { reportUrl } from '../../../../domain/reports/kit';
import { cairoDaysAgo, cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { Money } from '../../shared/money';
import { MoneyFigure } from '../../shared/MoneyFigure';
import { FinanceTrend } from './FinanceTrend';

/** The entries behind a figure over the 30 days up to the position's day (domain/reports/finance-entries.ts). */
const entriesOf = (figure: FinanceFigure, day: string) =>
  `${reportUrl(financeEntriesReport)}?${new URLSearchParams({ figure, from_date: cairoDaysAgo(29, day), to_date: day }).toString()}`;

/**
 * The company's position (spec: finance) at the end of a day: each figure a card that opens the entries behind
 * it (a report page below this one), the balance sheet's three sums and whether they balance, and the trend of the
 * last 90 days.
 */
export default function FinancePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [day, setDay] = useState(cairoToday());
  const { data, isPending } = useQuery({ queryKey: ['finance', day], queryFn: () => dataProvider.finance(day) });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="screens.finance" />
      <TextField
        type="date"
        label={translate('settlements.finance.date')}
        value={day}
        onChange={(event) => event.target.value && event.target.value <= cairoToday() && setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: cairoToday() } }}
        sx={{ mb: 2 }}
      />
      {isPending && <Loading />}
      {data && (
        <>
          <Grid container spacing={2}>
            {FINANCE_FIGURE_NAMES.map((figure) => (
              <Grid key={figure} size={{ xs: 12, sm: 6, md: 3 }}>
                <Card variant="outlined">
                  <CardActionArea component={Link} to={entriesOf(figure, day)} title={translate('settlements.finance.open')}>
                    <CardContent>
                      <Typography variant="caption" color="text.secondary" component="h2">
                        {translate(`reports.financeentries.choices.figure.${figure}`)}
                      </Typography>
                      <Typography variant="h5" component="p">
                        <Money amount={data.figures[figure]} />
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
          <Card variant="outlined" sx={{ mt: 2 }}>
            <CardContent>
              <Grid container spacing={2}>
                {(['assets', 'liabilities', 'net'] as const).map((sum) => (
                  <MoneyFigure key={sum} label={`settlements.finance.${sum}`} amount={data[sum]} columns={3} />
                ))}
              </Grid>
              <Alert severity={data.balanced ? 'success' : 'error'} sx={{ mt: 1 }}>
                {translate(data.balanced ? 'settlements.finance.balanced' : 'settlements.finance.unbalanced')}
              </Alert>
            </CardContent>
          </Card>
          <FinanceTrend trend={data.trend} />
        </>
      )}
    </Box>
  );
}
