import { CUSTOMER_PERMS, SHIPPER_PERMS } from '../../../domain/permissions';

/** One kind of per-partner rows as the tab shows it. */
export interface RowsConfig {
  /** The API resource of the rows. */
  resource: 'CustomerUserPermission' | 'ShipperUserPermission';
  entity: 'customer' | 'shipper';
  flags: readonly string[];
  /** The resource the add dialog picks partners from. */
  partners: string;
  /** Flags ticked in the add dialog to begin with. */
  defaultFlags: readonly string[];
}

export const customerRowsConfig: RowsConfig = {
  resource: 'CustomerUserPermission',
  entity: 'customer',
  flags: CUSTOMER_PERMS,
  partners: 'customers',
  defaultFlags: ['view'],
};

export const shipperRowsConfig: RowsConfig = {
  resource: 'ShipperUserPermission',
  entity: 'shipper',
  flags: SHIPPER_PERMS,
  partners: 'Shipper',
  defaultFlags: [],
};

/** The partner id inside a row id `<user_id>-<partner_id>`. */
export const partnerIdOf = (rowId: string | number) => Number(String(rowId).split('-')[1]);
