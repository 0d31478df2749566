import { ResourceCreate } from '../shared/ResourceForms';
import { newShipperDefaults, validateShipperForm } from './shipperForm';
import { ShipperInputs } from './ShipperInputs';

export default function ShipperCreate() {
  return (
    <ResourceCreate validate={validateShipperForm} defaultValues={newShipperDefaults}>
      <ShipperInputs />
    </ResourceCreate>
  );
}
