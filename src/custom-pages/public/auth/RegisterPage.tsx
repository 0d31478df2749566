import { Grid, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { homeOf } from '../../../layout/guards/AreaGuard';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { storeSession } from '../../../providers/authProvider';
import { postJson } from '../../../providers/http';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { EMPTY_REGISTRATION, registrationBody, validateRegistration, type RegisterValues } from './registerRules';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './useAuthForm';
import { useAuthSubmit } from './useAuthSubmit';

type TokenReply = Parameters<typeof storeSession>[0];

type TextFieldName = 'first_name' | 'last_name' | 'company_name' | 'email' | 'phone';

const TEXT_FIELDS: { name: TextFieldName; autoComplete: string; type?: string; half?: boolean; required?: boolean }[] = [
  { name: 'first_name', autoComplete: 'given-name', half: true, required: true },
  { name: 'last_name', autoComplete: 'family-name', half: true },
  { name: 'company_name', autoComplete: 'organization' },
  { name: 'email', autoComplete: 'email', type: 'email', required: true },
  { name: 'phone', autoComplete: 'tel', type: 'tel', required: true },
];

const PASSWORD_FIELDS = ['password', 'confirm_password'] as const;
type FieldName = TextFieldName | (typeof PASSWORD_FIELDS)[number];

/** A merchant signs up, is logged in and lands on their dashboard. */
export default function RegisterPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.register.title'));
  const navigate = useNavigate();
  const form = useAuthForm<RegisterValues>(EMPTY_REGISTRATION, validateRegistration);
  const { submitting, failure, onSubmit } = useAuthSubmit(form, async (values) => {
    const reply = await postJson<TokenReply>('/api/register/', registrationBody(values));
    const user = await storeSession(reply.json);
    navigate(homeOf(user), { replace: true });
  });

  const hints: Partial<Record<FieldName, string>> = {
    phone: translate('public.register.phone_hint'),
    password: translate('public.register.password_hint'),
  };

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
        {PASSWORD_FIELDS.map((name) => (
          <Grid key={name} size={12}>
            <PasswordField {...form.field(name, hints[name])} label={translate(`public.register.${name}`)} autoComplete="new-password" disabled={submitting} />
          </Grid>
        ))}
        <Grid size={12}>
          <SubmitButton label={translate('public.register.submit')} submitting={submitting} fullWidth />
        </Grid>
      </Grid>
    </AuthCard>
  );
}
