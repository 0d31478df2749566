import { MATERIAL_UNITS } from '../../../domain/stock/materials';

/** The units a material is counted in, as choices labelled in the interface language. */
export const UNIT_CHOICES = MATERIAL_UNITS.map((unit) => ({ id: unit, name: `resources.material.units.${unit}` }));
