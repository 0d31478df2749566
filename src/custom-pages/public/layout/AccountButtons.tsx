import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { homeOf } from '../../../layout/guards/AreaGuard';
import { readAuth } from '../../../providers/storage';

/** Log In and Register for visitors; Dashboard for a user who is logged in. */
export function AccountButtons({ direction = 'row', onNavigate }: { direction?: 'row' | 'column'; onNavigate?: () => void }) {
  const translate = useTranslate();
  const auth = readAuth();
  if (auth) {
    return (
      <Button component={RouterLink} to={homeOf(auth.user)} variant="contained" onClick={onNavigate}>
        {translate('public.nav.dashboard')}
      </Button>
    );
  }
  return (
    <Stack direction={direction} spacing={1}>
      <Button component={RouterLink} to="/login" variant="outlined" onClick={onNavigate}>
        {translate('public.nav.login')}
      </Button>
      <Button component={RouterLink} to="/register" variant="contained" onClick={onNavigate}>
        {translate('public.nav.register')}
      </Button>
    </Stack>
  );
}
