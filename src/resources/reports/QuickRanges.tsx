import { Chip, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ReportDeclaration } from '../../../domain/reports/kit';
import { lastDays, type DefaultDays } from '../../../domain/reports/range';
import { REPORT_MAX_DAYS } from '../../../domain/ledger/reports';

/** The quick choices of a report's days: today, the last week, month and quarter, and the year so far. */
const QUICK: readonly DefaultDays[] = [1, 7, 30, 90, 'year'];

/** How many days a choice can cover (the year so far: up to 366; the month so far: up to 31). */
const longest = (days: DefaultDays) => (days === 'year' ? 366 : days === 'month' ? 31 : days);

/** One click sets a report's range to a quick choice; the chosen one is marked. Only the choices the report reads at once. */
export function QuickRanges({ report }: { report: ReportDeclaration }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  if (!report.range) return null;
  const maxDays = report.range.maxDays ?? REPORT_MAX_DAYS;
  const choices = QUICK.filter((days) => longest(days) <= maxDays);
  const values = filterValues as { from_date?: string; to_date?: string };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: 1, pb: 1 }} role="group" aria-label={translate('reports.kit.quick.label')}>
      {choices.map((days) => {
        const range = lastDays(days);
        const chosen = values.from_date === range.from_date && values.to_date === range.to_date;
        return (
          <Chip
            key={days}
            label={translate(`reports.kit.quick.${days}`)}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            aria-pressed={chosen}
            onClick={() => setFilters({ ...filterValues, ...range }, displayedFilters)}
          />
        );
      })}
    </Stack>
  );
}
