/**
 * The names of the order list's variants (./variants.ts configures each). Kept apart so that the screens'
 * views, which load with the app, can check a registry entry's variant without loading the list's settings.
 */
export const LIST_VARIANTS = [
  'all',
  'enhanced',
  'entry',
  'customer',
  'shipper',
  'repeated',
  'cancelled',
  'newwindow',
  'serial',
  'archived',
  'archivemanager',
  'taxable',
  'urgent',
  'assign',
  'returnsFromShippers',
  'returnsToCustomers',
  'today',
  'todayShipper',
  'todayCustomer',
  'pickupRequests',
  'pickupRequestsEnhanced',
  'followUp',
] as const;

export type ListVariant = (typeof LIST_VARIANTS)[number];

/** Whether a variant named in the screen registry is one of the list's. */
export const isListVariant = (name: string): name is ListVariant => (LIST_VARIANTS as readonly string[]).includes(name);
