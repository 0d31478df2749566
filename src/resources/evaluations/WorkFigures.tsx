import { Box, Chip, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { reportNamed } from '../../../domain/reports/catalogue';
import { reportUrl } from '../../../domain/reports/kit';
import { monthWithin } from '../../../domain/reports/range';
import type { EvaluationKind } from '../../../domain/evaluations/rules';
import { cairoToday } from '../../../domain/time';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { useCellText } from '../reports/cells';

/** The month's report of each kind, the figures shown of it, and the parameter naming the person. */
const SOURCES = {
  shipper: {
    report: 'shipperevaluationreport_detail',
    param: 'shipper',
    figures: ['courier_score', 'sheet_parcels', 'sheet_success_rate', 'first_attempt_rate', 'shortage_rate', 'cash_lag_hours'],
  },
  staff: { report: 'userevalation_detail', param: 'user', figures: ['orders_entered', 'corrections', 'issues_answered', 'answer_minutes'] },
} as const;

/** The days of a month (YYYY-MM) so far: a report reads no day to come. */
const daysOf = (month: string) => monthWithin(month, `${month}-01`, cairoToday());

/**
 * The figures of the person's work in the month being rated, from the evaluation reports (the courier's or the staff
 * member's months), so the rating is given beside them; shown to whoever may open that report, once both are chosen.
 */
export function WorkFigures() {
  const translate = useTranslate();
  const cellText = useCellText();
  const permissions = usePermissionsNow();
  const kind = useWatch<{ kind: EvaluationKind }>({ name: 'kind' });
  const subject = useWatch<{ subject?: number }>({ name: 'subject' });
  const month = useWatch<{ month?: string }>({ name: 'month' });
  const source = SOURCES[kind];
  const report = reportNamed(source.report)!;
  const readable = Boolean(permissions?.canOpen(reportUrl(report)));
  const ready = readable && Boolean(subject) && /^\d{4}-\d{2}$/.test(month ?? '') && (month ?? '') <= cairoToday().slice(0, 7);
  const { data } = useGetList(
    source.report,
    { filter: { [source.param]: subject, ...daysOf(month ?? '2000-01') }, pagination: { page: 1, perPage: 1 }, sort: report.defaultSort },
    { enabled: ready },
  );
  if (!ready || !data) return null;
  const row = data[0];
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        {translate('resources.UserEvaluation.work')}
      </Typography>
      {row ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {source.figures.map((key) => {
            const column = report.columns.find((candidate) => candidate.key === key)!;
            const value = cellText(column, row[key]) || '—';
            return <Chip key={key} variant="outlined" label={`${translate(`reports.${source.report}.columns.${key}`)}: ${value}`} />;
          })}
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('resources.UserEvaluation.no_work')}</Typography>
      )}
    </Box>
  );
}
