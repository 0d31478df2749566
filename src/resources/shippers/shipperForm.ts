import { SHIPPER_VEHICLE_TYPES, validateShipper, type ShipperValues } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';

/** The shared rules; on a record whose phone is hidden (`contact_hidden`) the phone is not checked. */
export const validateShipperForm = formValidator((values: ShipperValues) => validateShipper(values));

export const newShipperDefaults = { is_active: true, vehicle_type: 'motorcycle', delivery_fee: '0', return_fee: '0', zone_ids: [] };

export const vehicleChoices = SHIPPER_VEHICLE_TYPES.map((id) => ({ id, name: `resources.Shipper.vehicle_types.${id}` }));
