import { listPath } from '../shared/paths';

export type TabKey = 'overrides' | 'customers' | 'shippers' | 'swap' | 'groups' | 'followup' | 'special' | 'fields';

export interface TabDefinition {
  key: TabKey;
  /** The screen URL the viewer needs to see the tab (the server checks the same one). */
  url: string;
  /** The child route of /dashboard/userprivient that opens on this tab, if it has one. */
  route?: string;
}

const BASE = listPath('userprivient');

/** The tabs of the user permissions page, in order. */
export const TAB_DEFINITIONS: readonly TabDefinition[] = [
  { key: 'overrides', url: BASE },
  { key: 'customers', url: `${BASE}/CustomerUserPermission`, route: 'CustomerUserPermission' },
  { key: 'shippers', url: `${BASE}/ShipperUserPermission`, route: 'ShipperUserPermission' },
  { key: 'swap', url: `${BASE}/shipperswappermission`, route: 'shipperswappermission' },
  { key: 'groups', url: `${BASE}/grouppermission`, route: 'grouppermission' },
  { key: 'followup', url: `${BASE}/followupperm`, route: 'followupperm' },
  { key: 'special', url: BASE },
  { key: 'fields', url: listPath('userpermissionfieldValue') },
];
