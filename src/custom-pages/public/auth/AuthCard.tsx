import { Alert, Box, Container, Link, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface AuthCardProps {
  heading: string;
  intro: string;
  failure: string | null;
  switchText: string;
  switchLabel: string;
  switchTo: string;
  children: ReactNode;
}

/** The frame of the login and register pages: a heading, the failure alert above the form, a link to the other page. */
export function AuthCard({ heading, intro, failure, switchText, switchLabel, switchTo, children }: AuthCardProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
        <Stack spacing={1} sx={{ mb: 3, textAlign: 'center' }}>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {heading}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
        </Stack>
        {failure && (
          <Alert severity="error" sx={{ mb: 3 }} role="alert">
            {failure}
          </Alert>
        )}
        {children}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <Typography component="span" color="text.secondary">
            {switchText}{' '}
          </Typography>
          <Link component={RouterLink} to={switchTo} fontWeight={600}>
            {switchLabel}
          </Link>
        </Box>
      </Paper>
    </Container>
  );
}
