import { Box, Rating, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useRef } from 'react';
import { useGetList, useInput, useLocaleState, useTranslate, ValidationError } from 'react-admin';
import { SCORE_MAX } from '../../../domain/evaluations/rules';
import { nameIn } from '../../../domain/names';

interface Score {
  criterion: number;
  score: number;
}

/** Every active criterion rated, none left out: the message shown beside the ratings. */
const everyRated = (criteria: readonly number[]) => (value: Score[] | undefined) =>
  criteria.every((id) => value?.some((entry) => entry.criterion === id && entry.score > 0)) ? undefined : 'evaluations.criterion_missing';

/**
 * The ratings of an evaluation, one row of stars (1 to 5) per active criterion named in the interface language;
 * the form's `scores` holds `[{criterion, score}]`.
 */
export function ScoresInput() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: criteria = [], isPending } = useGetList('EvaluationCriteria', {
    filter: { is_active: true },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  // The form keeps the validator it was first given: it reads the criteria as they are when the form is saved.
  const ids = useRef<number[]>([]);
  useEffect(() => {
    ids.current = criteria.map((criterion) => Number(criterion.id));
  }, [criteria]);
  const validate = useCallback((value: Score[] | undefined) => everyRated(ids.current)(value), []);
  const { field, fieldState, formState } = useInput<Score[]>({ source: 'scores', defaultValue: [], validate });
  const value: Score[] = field.value ?? [];
  const scoreOf = (id: number) => value.find((entry) => entry.criterion === id)?.score ?? null;
  const set = (id: number, score: number | null) =>
    field.onChange(
      [...value.filter((entry) => entry.criterion !== id), ...(score ? [{ criterion: id, score }] : [])].sort((a, b) => a.criterion - b.criterion),
    );
  if (!isPending && criteria.length === 0) return <Typography color="warning.main">{translate('evaluations.no_criteria')}</Typography>;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" gutterBottom>
        {translate('resources.UserEvaluation.fields.scores')}
      </Typography>
      {criteria.map((criterion) => {
        const id = Number(criterion.id);
        const name = nameIn(locale, { name: String(criterion.name), name_ar: criterion.name_ar ? String(criterion.name_ar) : null });
        return (
          <Stack key={id} role="group" aria-labelledby={`criterion-${id}`} direction="row" spacing={2} sx={{ alignItems: 'center', py: 0.5 }}>
            <Typography id={`criterion-${id}`} sx={{ width: { xs: 160, sm: 300 }, flexShrink: 0 }}>
              {name}
            </Typography>
            <Rating
              name={`criterion-${id}`}
              max={SCORE_MAX}
              value={scoreOf(id)}
              onChange={(_, score) => set(id, score)}
              getLabelText={(stars) => translate('resources.UserEvaluation.stars', { smart_count: stars })}
            />
          </Stack>
        );
      })}
      {fieldState.error && (fieldState.isTouched || formState.isSubmitted) && (
        <Typography role="alert" color="error" variant="caption">
          <ValidationError error={fieldState.error.message ?? ''} />
        </Typography>
      )}
    </Box>
  );
}
