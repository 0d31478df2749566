import { validateUserAccount, type UserAccountValues } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';
import { ResourceCreate } from '../shared/ResourceForms';
import { UserAccountInputs } from './UserAccountInputs';

const validate = formValidator((values: UserAccountValues) => validateUserAccount(values, true));
const defaultValues = { is_active: true, is_staff: true, is_superuser: false, permitted_url: [] };

export default function UserAccountCreate() {
  return (
    <ResourceCreate validate={validate} defaultValues={defaultValues}>
      <UserAccountInputs creating />
    </ResourceCreate>
  );
}
