import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled section of the order's page. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" component="section" aria-label={translate(title)} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Paper>
  );
}

export function EmptyNote({ text }: { text: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(text)}
    </Typography>
  );
}
