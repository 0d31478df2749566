import { Button, Stack, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ForwardArrow } from './ForwardArrow';

/** Register (the main action, styled by the band it stands on) and contact, side by side from small screens up. */
export function CtaButtons({ register }: { register: Pick<ButtonProps, 'color' | 'sx'> }) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center">
      <Button component={RouterLink} to="/register" variant="contained" size="large" endIcon={<ForwardArrow />} {...register}>
        {translate('public.home.cta_register')}
      </Button>
      <Button component={RouterLink} to="/contact" variant="outlined" color="inherit" size="large">
        {translate('public.home.cta_contact')}
      </Button>
    </Stack>
  );
}
