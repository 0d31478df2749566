import { Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import { cairoToday } from '../../../../domain/time';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { ExpenseReport } from '../../../providers/settlements';
import { Money, useMoney } from '../../shared/money';
import { DownloadButton } from '../../shared/download';
import { useErrorText } from '../../shared/errors';
import { nameIn } from '../../../../domain/names';

/** Each category's amount per month, stacked, for the eye; the table below lists the same figures. */
function MonthChart({ report, locale }: { report: ExpenseReport; locale: string }) {
  const translate = useTranslate();
  const money = useMoney();
  const theme = useTheme();
  const months = [...new Set(report.rows.map((row) => row.month))];
  const categories = [...new Map(report.rows.map((row) => [row.category_id, nameIn(locale, row)])).entries()];
  const amountOf = (category: number, month: string) => Number(report.rows.find((row) => row.category_id === category && row.month === month)?.amount ?? 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, my: 2 }} component="section" aria-label={translate('settlements.expenses.report.chart')}>
      <Typography variant="subtitle1" component="h2">
        {translate('settlements.expenses.report.chart')}
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ data: months, scaleType: 'band', reverse: theme.direction === 'rtl' }]}
        yAxis={[{ position: theme.direction === 'rtl' ? 'right' : 'left', width: 70 }]}
        series={categories.map(([id, name]) => ({
          id: String(id),
          label: name,
          stack: 'all',
          data: months.map((month) => amountOf(id, month)),
          valueFormatter: money,
        }))}
      />
    </Paper>
  );
}

/**
 * The expenses report (spec: ExpensesReport): what the office spent by category and month over a range (this
 * year so far by default), as a stacked chart and a table, and as a spreadsheet.
 */
export default function ExpensesReportPage() {
  const translate = useTranslate();
  const errorText = useErrorText();
  const money = useMoney();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const today = cairoToday();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const { data, isPending, error } = useQuery({
    queryKey: ['ExpensesReport', from, to],
    queryFn: () => dataProvider.expensesReport(from, to),
    enabled: from <= to,
  });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="screens.ExpensesReport" />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {(
          [
            ['from_date', from, setFrom],
            ['to_date', to, setTo],
          ] as const
        ).map(([name, value, set]) => (
          <TextField
            key={name}
            type="date"
            label={translate(`settlements.expenses.report.${name}`)}
            value={value}
            onChange={(event) => event.target.value && set(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
            error={from > to && name === 'to_date'}
            helperText={from > to && name === 'to_date' ? translate('ledger.range_reversed') : undefined}
          />
        ))}
        <DownloadButton variant="outlined" label="settlements.expenses.report.xlsx" download={(lang) => dataProvider.exportExpensesReport(from, to, lang)} />
      </Stack>
      {isPending && from <= to && <Loading />}
      {error && <Typography color="error">{errorText(error)}</Typography>}
      {data && data.rows.length === 0 && <Typography sx={{ mt: 2 }}>{translate('settlements.expenses.report.empty')}</Typography>}
      {data && data.rows.length > 0 && (
        <>
          <MonthChart report={data} locale={locale} />
          <Typography variant="h6" component="p" role="status">
            {translate('settlements.expenses.report.total', { amount: money(data.total) })}
          </Typography>
          <TableContainer>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['month', 'category', 'count', 'amount'].map((head) => (
                    <TableCell key={head}>{translate(`settlements.expenses.report.columns.${head}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={`${row.month}-${row.category_id}`}>
                    <TableCell>
                      <bdi>{row.month}</bdi>
                    </TableCell>
                    <TableCell>
                      <bdi>{nameIn(locale, row)}</bdi>
                    </TableCell>
                    <TableCell>{row.count}</TableCell>
                    <TableCell>
                      <Money amount={row.amount} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
