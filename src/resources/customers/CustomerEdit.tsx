import type { RaRecord } from 'react-admin';
import { customerActions } from '../../../domain/permissions';
import { usePermissionUser } from '../../layout/usePermissionsNow';
import { ResourceEdit } from '../shared/ResourceForms';
import { CustomerInputs } from './CustomerInputs';
import type { CustomerRecord } from './types';
import { validateCustomerForm } from './validate';

/** A customer with orders or logins has no delete button: it is deactivated instead (the server refuses it too). */
export default function CustomerEdit() {
  const user = usePermissionUser();
  const deletable = (record: RaRecord) => user !== null && customerActions.remove(user, record as CustomerRecord);
  return (
    <ResourceEdit validate={validateCustomerForm} deletable={deletable}>
      <CustomerInputs />
    </ResourceEdit>
  );
}
