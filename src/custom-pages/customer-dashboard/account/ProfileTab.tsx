import { Stack, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useDataProvider, useTranslate } from 'react-admin';
import { validateCustomerLogin } from '../../../../domain/validation';
import type { AppDataProvider } from '../../../providers/dataProvider';
import type { MerchantProfile } from '../../../providers/merchant';
import { readAuth, writeAuth } from '../../../providers/storage';
import { formValidator } from '../../../resources/shared/formValidation';
import { useDialogSubmit } from '../../../resources/shared/useDialogSubmit';

type Names = Pick<MerchantProfile, 'first_name' | 'last_name'>;
const namesOf = (values: Record<string, unknown>): Names => ({ first_name: String(values.first_name ?? ''), last_name: String(values.last_name ?? '') });
const validate = formValidator((values: Names) => validateCustomerLogin({ username: '', ...values }, false));

const SAVED = 'app.account_page.saved';

/** The stored session shows the new names at once (the account menu, greetings). */
function rememberNames(names: Names) {
  const auth = readAuth();
  if (auth) writeAuth({ ...auth, user: { ...auth.user, first_name: names.first_name.trim(), last_name: names.last_name.trim() } });
}

/** The login's first and last name; the email it signs in with is shown, not changed here. */
export function ProfileTab() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['merchant', 'profile'], queryFn: () => dataProvider.merchantProfile() });
  const { submit } = useDialogSubmit(
    async (values) => {
      rememberNames(await dataProvider.saveMerchantProfile(namesOf(values)));
      return SAVED;
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: ['merchant', 'profile'] });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
  );
  if (!data) return null;
  return (
    <Form record={data} validate={validate} onSubmit={submit} noValidate>
      <Stack sx={{ maxWidth: 420 }}>
        <TextField
          label={translate('app.account_page.username')}
          value={data.username}
          helperText={translate('app.account_page.username_hint')}
          slotProps={{ input: { readOnly: true }, htmlInput: { dir: 'ltr' } }}
          sx={{ mb: 2 }}
        />
        <TextInput source="first_name" label="resources.customers.logins.fields.first_name" fullWidth />
        <TextInput source="last_name" label="resources.customers.logins.fields.last_name" fullWidth />
        <SaveButton alwaysEnable />
      </Stack>
    </Form>
  );
}
