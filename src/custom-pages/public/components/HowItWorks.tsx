import { Avatar, Box, Container, Grid, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

const STEPS = [1, 2, 3] as const;

/** Three numbered steps from sign-up to payout. */
export function HowItWorks() {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 10 } }} aria-labelledby="how-it-works">
      <Container maxWidth="lg">
        <Typography id="how-it-works" variant="h4" component="h2" fontWeight={700} textAlign="center" sx={{ mb: 5 }}>
          {translate('public.home.steps_title')}
        </Typography>
        <Grid component="ol" container spacing={4} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step) => (
            <Grid component="li" key={step} size={{ xs: 12, md: 4 }}>
              <Stack alignItems="center" textAlign="center" spacing={1.5}>
                <Avatar sx={{ bgcolor: 'secondary.main', width: 56, height: 56, fontSize: 24, fontWeight: 700 }} aria-hidden>
                  {step}
                </Avatar>
                <Typography variant="h6" component="h3" fontWeight={700}>
                  {translate(`public.home.step${step}_title`)}
                </Typography>
                <Typography color="text.secondary">{translate(`public.home.step${step}_text`)}</Typography>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
