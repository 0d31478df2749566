import { ResourceEdit } from '../shared/ResourceForms';
import { CustomerInputs } from './CustomerInputs';
import { validateCustomerForm } from './validate';

export default function CustomerEdit() {
  return (
    <ResourceEdit validate={validateCustomerForm}>
      <CustomerInputs />
    </ResourceEdit>
  );
}
