import { useParams } from 'react-router-dom';
import { isHubShipper } from '../../../domain/validation';
import { ResourceEdit } from '../shared/ResourceForms';
import { validateShipperForm } from './shipperForm';
import { ShipperInputs } from './ShipperInputs';

/** The hub (id 1) has no delete button; the server refuses to delete it too. */
export default function ShipperEdit() {
  const { id } = useParams<'id'>();
  return (
    <ResourceEdit validate={validateShipperForm} deletable={!isHubShipper(id)}>
      <ShipperInputs />
    </ResourceEdit>
  );
}
