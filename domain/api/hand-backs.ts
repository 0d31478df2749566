/** The answers of a courier's packaging at his closing (server/routes/closings/materials-routes.ts). */
import { Type, type Static } from '@sinclair/typebox';
import { MATERIAL_UNITS } from '../stock/materials';
import { Nullable, OneOf } from './common';

/** A material the courier carries, with one unit's average cost (LE). */
export const CarriedMaterial = Type.Object({
  material: Type.Integer(),
  name: Type.String(),
  name_ar: Type.String(),
  unit: OneOf(MATERIAL_UNITS),
  held: Type.Integer(),
  unit_cost: Type.String(),
});
export type CarriedMaterial = Static<typeof CarriedMaterial>;

/** What the courier carries now. */
export const CarriedMaterials = Type.Object({ shipper: Type.Integer(), materials: Type.Array(CarriedMaterial) });
export type CarriedMaterials = Static<typeof CarriedMaterials>;

/** A hand-back as saved: the units back and missing, what the missing cost (LE), and the charge asked for, when one was. */
export const HandBackRecord = Type.Object({
  id: Type.Integer(),
  shipper: Type.Integer(),
  warehouse: Type.Integer(),
  returned: Type.Integer(),
  missing: Type.Integer(),
  missing_value: Type.String(),
  money_request_id: Nullable(Type.Integer()),
});
export type HandBackRecord = Static<typeof HandBackRecord>;
