import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A titled group of inputs in the customer form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', maxWidth: 760, mb: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 1, mb: 0.5 }}>
        {translate(`resources.customers.sections.${title}`)}
      </Typography>
      {children}
    </Box>
  );
}

/** Inputs side by side on wide screens, stacked on narrow ones. */
export function Row({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { sm: 2 }, width: '100%' }}>{children}</Box>;
}
