import type { MessageKey } from '../messages';
import { nameRules } from './lookups';
import { feeRules } from './prices';
import { egyptMobile, maxLength, pattern, required, validateFields, type FieldErrors } from './rules';

/** The hub is the shipper with id 1 (spec: "hub orders at shipper/1"); it is never deleted or deactivated. */
export const SHIPPER_HUB_ID = 1;

/** How a shipper gets around; the same list as the database's `vehicle_type` values. */
export const SHIPPER_VEHICLE_TYPES = ['motorcycle', 'car', 'van', 'bicycle', 'on_foot'] as const;
export type ShipperVehicleType = (typeof SHIPPER_VEHICLE_TYPES)[number];

/** The Egyptian national ID: fourteen digits. */
export const NATIONAL_ID_RE = /^\d{14}$/;

/** The shared catalogue has no narrower messages for these checks, so they answer with the generic one. */
const NATIONAL_ID_INVALID: MessageKey = 'validation.invalid';
const HUB_ALWAYS_ACTIVE: MessageKey = 'validation.invalid';

export interface ShipperValues {
  /** Present when editing: the hub (SHIPPER_HUB_ID) must stay active. */
  id?: number | string;
  name: string;
  phone?: string;
  national_id?: string;
  vehicle_plate?: string;
  city_id?: number | null;
  delivery_fee?: string | number;
  return_fee?: string | number;
  is_active?: boolean;
  /**
   * Set on records whose phone the user may not see (spec section 6): the phone and national ID are then
   * blank in the form and the stored ones are kept, so they are not checked.
   */
  contact_hidden?: { phone?: boolean };
}

export const isHubShipper = (id: number | string | undefined | null): boolean => id != null && Number(id) === SHIPPER_HUB_ID;

export function validateShipper(values: ShipperValues): FieldErrors {
  const contactHidden = values.contact_hidden?.phone === true;
  const errors = validateFields(values, {
    name: nameRules,
    vehicle_plate: [maxLength(255)],
    city_id: [required('validation.city_required')],
    // Fees are amounts in LE as decimal strings with at most two decimals (numeric(12,2)), never floats.
    delivery_fee: feeRules,
    return_fee: feeRules,
    ...(contactHidden
      ? {}
      : {
          phone: [required('validation.phone_required'), egyptMobile()],
          national_id: [pattern(NATIONAL_ID_RE, NATIONAL_ID_INVALID)],
        }),
  });
  if (isHubShipper(values.id) && values.is_active === false) errors.is_active = HUB_ALWAYS_ACTIVE;
  return errors;
}

export interface ShipperGroupValues {
  name: string;
  name_ar?: string;
  notes?: string;
}

export const validateShipperGroup = (values: ShipperGroupValues): FieldErrors => validateFields(values, { name: nameRules, name_ar: [maxLength(255)] });
