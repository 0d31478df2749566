import { TopToolbar } from 'react-admin';
import { validateUserAccount, type UserAccountValues } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';
import { ResourceEdit } from '../shared/ResourceForms';
import { ResetPasswordButton } from './ResetPasswordButton';
import { UserAccountInputs } from './UserAccountInputs';

const validate = formValidator((values: UserAccountValues) => validateUserAccount(values, false));

const actions = (
  <TopToolbar>
    <ResetPasswordButton />
  </TopToolbar>
);

/** Accounts are deactivated rather than deleted, so the page has no delete button. */
export default function UserAccountEdit() {
  return (
    <ResourceEdit validate={validate} deletable={false} actions={actions}>
      <UserAccountInputs creating={false} />
    </ResourceEdit>
  );
}
