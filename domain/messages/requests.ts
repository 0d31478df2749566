/** The requests messages (their group in domain/messages/index.ts). */
export const requestsMessages = {
  not_allowed: 'Request %{id} is %{status}, so this cannot be done to it',
  pickup_date_required: 'Choose the day to pick the parcels up',
  pickup_date_past: 'Choose today or a later day',
  parcels_invalid: 'Enter the number of parcels, from 1 to 1000',
  items_required: 'Choose at least one material and its quantity',
  material_unknown: 'This material is not offered',
  orders_not_returnable: 'Order %{serial} is %{status}: only parcels that were not delivered can be asked back',
  orders_already_asked: 'Order %{serial} is already in an open return request',
  shippers_invalid: 'Shippers must be a list of shipper numbers, such as [3,7]',
  no_pickup_permission: "You don't have permission to handle pickup requests for this customer",
  no_material_permission: "You don't have permission to handle material requests for this customer",
} as const;
