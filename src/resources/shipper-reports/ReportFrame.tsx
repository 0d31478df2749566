import { Alert, Box, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { leaveOnTab } from '../shared/DateInput';
import { fieldErrorsOf, useErrorText } from '../shared/errors';

/** A date field of a report's bar (the browser's date picker; Tab leaves it at once). */
export function DayField({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="date"
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={leaveOnTab}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A report's page: its title (and what it is about, when given), its bar of parameters and export, its error or its body. */
export function ReportFrame(props: { title: string; subtitle?: ReactNode; bar: ReactNode; error?: unknown; children: ReactNode }) {
  const translate = useTranslate();
  const errorText = useErrorText();
  // A report's parameters are its fields: a refused one says which, else the refusal's own text.
  const field = Object.values(fieldErrorsOf(props.error) ?? {})[0];
  const error = props.error ? (field ? translate(field, { _: field }) : errorText(props.error)) : undefined;
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Title title={props.title} />
      <Box>
        <Typography variant="h6" component="h1">
          {translate(props.title)}
        </Typography>
        {props.subtitle && (
          <Typography variant="body2" color="text.secondary">
            {props.subtitle}
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {props.bar}
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {props.children}
      </Paper>
    </Box>
  );
}
