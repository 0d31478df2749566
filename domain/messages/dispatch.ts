/** Handing parcels to shippers and scanning them in and out at the hub (domain/dispatch/rules.ts). */
export const dispatchMessages = {
  day_not_open: 'A run sheet is made for today or tomorrow',
  parcels_required: 'Scan or choose at least one parcel',
  too_many: 'Hand over at most %{max} parcels at a time',
  hub_is_no_courier: 'Choose a courier: the hub does not take parcels out',
  shipper_inactive: 'This shipper is not active',
  not_with_shipper: 'This parcel is not with a shipper: it is at the hub already',
  in_status: 'Only parcels that are out, on hold, undelivered or rejected come back in; this one is %{status}',
} as const;
