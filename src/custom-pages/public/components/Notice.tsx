import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred note with an icon: a public page's empty and not-found states. */
export function Notice({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      {icon}
      <Typography variant="h5" component="h2" fontWeight={700} gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Paper>
  );
}
