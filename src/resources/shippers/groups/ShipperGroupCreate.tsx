import { ResourceCreate } from '../../shared/ResourceForms';
import { ShipperGroupInputs } from './ShipperGroupInputs';
import { validateGroupForm } from './validate';

export default function ShipperGroupCreate() {
  return (
    <ResourceCreate validate={validateGroupForm}>
      <ShipperGroupInputs />
    </ResourceCreate>
  );
}
