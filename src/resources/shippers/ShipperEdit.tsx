import type { RaRecord } from 'react-admin';
import { shipperActions } from '../../../domain/permissions';
import { usePermissionUser } from '../../layout/usePermissionsNow';
import { ResourceEdit } from '../shared/ResourceForms';
import { validateShipperForm } from './shipperForm';
import { ShipperInputs } from './ShipperInputs';

interface Deletable {
  in_use: boolean;
  is_hub: boolean;
}

/** The hub and a shipper anything refers to have no delete button (domain shipperActions.remove, which the server applies too). */
export default function ShipperEdit() {
  const user = usePermissionUser();
  const deletable = (record: RaRecord) => user !== null && shipperActions.remove(user, record as RaRecord & Deletable);
  return (
    <ResourceEdit validate={validateShipperForm} deletable={deletable}>
      <ShipperInputs />
    </ResourceEdit>
  );
}
