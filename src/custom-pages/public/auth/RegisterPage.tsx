import { Button, CircularProgress, Grid, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { homeOf } from '../../../layout/guards/AreaGuard';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { storeSession } from '../../../providers/authProvider';
import { postJson } from '../../../providers/http';
import { AuthCard } from './AuthCard';
import { authErrorText, serverFieldErrors } from './authError';
import { PasswordField } from './PasswordField';
import { EMPTY_REGISTRATION, registrationBody, validateRegistration, type RegisterValues } from './registerRules';
import { useAuthForm } from './useAuthForm';

type TokenReply = Parameters<typeof storeSession>[0];

type TextFieldName = 'first_name' | 'last_name' | 'company_name' | 'email' | 'phone';

const TEXT_FIELDS: { name: TextFieldName; autoComplete: string; type?: string; half?: boolean; required?: boolean }[] = [
  { name: 'first_name', autoComplete: 'given-name', half: true, required: true },
  { name: 'last_name', autoComplete: 'family-name', half: true },
  { name: 'company_name', autoComplete: 'organization' },
  { name: 'email', autoComplete: 'email', type: 'email', required: true },
  { name: 'phone', autoComplete: 'tel', type: 'tel', required: true },
];

/** A merchant signs up, is logged in and lands on their dashboard. */
export default function RegisterPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.register.title'));
  const navigate = useNavigate();
  const form = useAuthForm<RegisterValues>(EMPTY_REGISTRATION, validateRegistration);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !form.check(event.currentTarget)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const reply = await postJson<TokenReply>('/api/register/', registrationBody(form.values));
      const user = await storeSession(reply.json);
      navigate(homeOf(user), { replace: true });
    } catch (error) {
      form.setServerErrors(serverFieldErrors(error));
      setFailure(authErrorText(error, translate));
      setSubmitting(false);
    }
  };

  const hints: Partial<Record<TextFieldName, string>> = { phone: translate('public.register.phone_hint') };

  return (
    <AuthCard
      heading={translate('public.register.heading')}
      intro={translate('public.register.intro')}
      failure={failure}
      switchText={translate('public.register.have_account')}
      switchLabel={translate('public.register.login_link')}
      switchTo="/login"
    >
      <Grid container component="form" noValidate onSubmit={onSubmit} rowSpacing={1} columnSpacing={2} aria-busy={submitting}>
        {TEXT_FIELDS.map(({ name, autoComplete, type, half, required }) => (
          <Grid key={name} size={{ xs: 12, sm: half ? 6 : 12 }}>
            <TextField
              {...form.field(name, hints[name])}
              id={`field-${name}`}
              label={translate(`public.register.${name}`)}
              type={type ?? 'text'}
              autoComplete={autoComplete}
              required={required}
              fullWidth
              disabled={submitting}
              slotProps={type === 'tel' ? { htmlInput: { inputMode: 'numeric', dir: 'ltr' } } : undefined}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <PasswordField
            {...form.field('password', translate('public.register.password_hint'))}
            label={translate('public.register.password')}
            autoComplete="new-password"
            disabled={submitting}
          />
        </Grid>
        <Grid size={12}>
          <PasswordField
            {...form.field('confirm_password')}
            label={translate('public.register.confirm_password')}
            autoComplete="new-password"
            disabled={submitting}
          />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-label={translate('public.loading')} /> : undefined}
          >
            {translate('public.register.submit')}
          </Button>
        </Grid>
      </Grid>
    </AuthCard>
  );
}
