import { ResourceEdit } from '../../shared/ResourceForms';
import { ShipperGroupInputs } from './ShipperGroupInputs';
import { validateGroupForm } from './validate';

/** Deleting a group that shippers still belong to is refused by the server with a message. */
export default function ShipperGroupEdit() {
  return (
    <ResourceEdit validate={validateGroupForm}>
      <ShipperGroupInputs />
    </ResourceEdit>
  );
}
