import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The coloured band at the top of an inner page: its heading and a line of introduction. */
export function PageHero({ heading, intro, children }: { heading: string; intro: string; children?: ReactNode }) {
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md" sx={{ textAlign: 'center' }}>
        <Typography variant="h3" component="h1" fontWeight={700} gutterBottom>
          {heading}
        </Typography>
        <Typography variant="h6" component="p" sx={{ opacity: 0.9, fontWeight: 400 }}>
          {intro}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
