import { ResourceCreate } from '../shared/ResourceForms';
import { CustomerInputs } from './CustomerInputs';
import { validateCustomerForm } from './validate';

const defaultValues = { is_active: true, payout_method: 'cash', autoCollect: false, autoPickup: false, HasReturnPrice: false };

export default function CustomerCreate() {
  return (
    <ResourceCreate validate={validateCustomerForm} defaultValues={defaultValues}>
      <CustomerInputs />
    </ResourceCreate>
  );
}
