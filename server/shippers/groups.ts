import { Type } from '@sinclair/typebox';
import { screenUrl } from '../../domain/screens';
import { validateShipperGroup, type ShipperGroupValues } from '../../domain/validation';
import { shipperGroups } from '../db/schema';
import type { CrudResource } from '../lib/rest/crud';

/**
 * Shipper groups at /api/shipper-groups. Any staff member may read them (the shipper form picks one); changing
 * them needs the screen. A group that shippers still belong to is not deleted (the foreign key answers 409).
 */
export const shipperGroupsResource: CrudResource<ShipperGroupValues> = {
  name: 'shipper-groups',
  table: shipperGroups,
  screen: screenUrl('shipper-groups'),
  readAccess: { staff: true },
  searchColumns: [shipperGroups.name, shipperGroups.name_ar, shipperGroups.notes],
  filterColumns: {},
  sortColumns: { id: shipperGroups.id, name: shipperGroups.name, name_ar: shipperGroups.name_ar, created_at: shipperGroups.created_at },
  body: Type.Object({
    name: Type.String({ maxLength: 1000 }),
    name_ar: Type.String({ maxLength: 1000, default: '' }),
    notes: Type.String({ maxLength: 4000, default: '' }),
  }),
  validate: validateShipperGroup,
};
