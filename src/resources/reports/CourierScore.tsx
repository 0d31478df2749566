import TuneIcon from '@mui/icons-material/Tune';
import { Button, Dialog, DialogContent, DialogTitle, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, NumberInput, maxValue, minValue, number, required, useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { SCORE_PARTS, ScoreWeights, mayChangeScoreWeights, scoreFormula, type ScoreWeights as Weights } from '../../../domain/reports/courier-score';
import { DATE_TIME_FORMAT } from '../../../domain/time';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { scoreWeightsCalls, scoreWeightsKey } from '../../providers/configurations';
import { DialogFormActions } from '../shared/DialogFormActions';
import { useDialogSubmit } from '../shared/useDialogSubmit';
import ReportPage from './ReportPage';

const TEXTS = 'reports.score';
const FIELDS = [...SCORE_PARTS, 'lag_hours_zero'] as const;

/** The weights form: each a whole number within the bounds the server keeps (domain/reports/courier-score.ts). */
function WeightsDialog({ weights, onClose }: { weights: Weights; onClose: () => void }) {
  const client = useQueryClient();
  const refresh = useRefresh();
  const { saving, submit } = useDialogSubmit(async (values) => {
    const value = (field: (typeof FIELDS)[number]) => Number(values[field]);
    const saved = await scoreWeightsCalls.save({
      delivery: value('delivery'),
      first_attempt: value('first_attempt'),
      cash_accuracy: value('cash_accuracy'),
      cash_speed: value('cash_speed'),
      lag_hours_zero: value('lag_hours_zero'),
    });
    client.setQueryData(scoreWeightsKey, saved);
    refresh();
    return `${TEXTS}.saved`;
  }, onClose);
  return (
    <Dialog open onClose={() => !saving && onClose()} fullWidth maxWidth="sm">
      <Form onSubmit={submit} record={weights} noValidate>
        <DialogTitle>{useTranslate()(`${TEXTS}.edit`)}</DialogTitle>
        <DialogContent>
          {FIELDS.map((field) => {
            const bounds = ScoreWeights.properties[field];
            return (
              <NumberInput
                key={field}
                source={field}
                label={`${TEXTS}.fields.${field}`}
                step={1}
                min={bounds.minimum}
                max={bounds.maximum}
                validate={[required(), number(), minValue(bounds.minimum ?? 0), maxValue(bounds.maximum ?? 0)]}
                fullWidth
              />
            );
          })}
        </DialogContent>
        <DialogFormActions saving={saving} onCancel={onClose} submitLabel={`${TEXTS}.save`} />
      </Form>
    </Dialog>
  );
}

/** The courier score's formula with the company's weights now, and for a superuser the way to change them. */
function ScorePanel() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const permissions = usePermissionsNow();
  const [editing, setEditing] = useState(false);
  const { data } = useQuery({ queryKey: scoreWeightsKey, queryFn: scoreWeightsCalls.read });
  const mayChange = Boolean(permissions && mayChangeScoreWeights(permissions.user));
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography variant="h6" component="h2">
          {translate(`${TEXTS}.title`)}
        </Typography>
        {mayChange && data && (
          <Button size="small" startIcon={<TuneIcon />} onClick={() => setEditing(true)}>
            {translate(`${TEXTS}.edit`)}
          </Button>
        )}
      </Stack>
      {data ? (
        <>
          <Typography variant="body2">{scoreFormula(data.weights, translate)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {data.updated_at
              ? translate(`${TEXTS}.changed`, {
                  who: data.updated_by ?? '',
                  day: new Intl.DateTimeFormat(language, DATE_TIME_FORMAT).format(new Date(data.updated_at)),
                })
              : translate(`${TEXTS}.defaults`)}
          </Typography>
        </>
      ) : (
        <Skeleton variant="text" />
      )}
      {editing && data && <WeightsDialog weights={data.weights} onClose={() => setEditing(false)} />}
    </Paper>
  );
}

/** shipperevaluationreport (domain/reports/shipper-evaluation.ts): the score's formula above the couriers ranked by it. */
export default function CourierScore() {
  return (
    <>
      <ScorePanel />
      <ReportPage name="shipperevaluationreport" />
    </>
  );
}
