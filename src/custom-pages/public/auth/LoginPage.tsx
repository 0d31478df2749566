import { Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MAX, maxLength, required, validateFields } from '../../../../domain/validation';
import { homeOf } from '../../../layout/guards/AreaGuard';
import { useDocumentTitle } from '../../../layout/site/useDocumentTitle';
import { login } from '../../../providers/authProvider';
import { AuthCard } from './AuthCard';
import { PasswordField } from './PasswordField';
import { safeNext } from './safeNext';
import { SubmitButton } from './SubmitButton';
import { useAuthForm } from './useAuthForm';
import { useAuthSubmit } from './useAuthSubmit';

interface LoginValues extends Record<string, string> {
  username: string;
  password: string;
}

/** Spec section 5: the password is required (at most 255); the email field is of email type. */
const validateLogin = (values: LoginValues) =>
  validateFields(values, {
    username: [required(), maxLength(255)],
    password: [required('validation.password_required'), maxLength(PASSWORD_MAX)],
  });

/** Log in, then go to the `next` path when it is on this site, else to the user's home. */
export default function LoginPage() {
  const translate = useTranslate();
  useDocumentTitle(translate('public.login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useAuthForm<LoginValues>({ username: '', password: '' }, validateLogin);
  const { submitting, failure, onSubmit } = useAuthSubmit(form, async ({ username, password }) => {
    const user = await login({ username, password });
    navigate(safeNext(params.get('next')) ?? homeOf(user), { replace: true });
  });

  return (
    <AuthCard
      heading={translate('public.login.heading')}
      intro={translate('public.login.intro')}
      failure={failure}
      switchText={translate('public.login.no_account')}
      switchLabel={translate('public.login.register_link')}
      switchTo="/register"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={1} aria-busy={submitting}>
        <TextField
          {...form.field('username')}
          id="field-username"
          label={translate('public.login.email')}
          type="email"
          autoComplete="username"
          required
          fullWidth
          autoFocus
          disabled={submitting}
        />
        <PasswordField {...form.field('password')} label={translate('public.login.password')} autoComplete="current-password" disabled={submitting} />
        <SubmitButton label={translate('public.login.submit')} submitting={submitting} />
      </Stack>
    </AuthCard>
  );
}
