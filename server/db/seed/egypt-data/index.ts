import { DELTA_AND_CANAL_GOVERNORATES } from './delta-and-canal';
import { METROPOLITAN_GOVERNORATES } from './metropolitan';
import type { CitySeed } from './types';
import { UPPER_EGYPT_AND_FRONTIER_GOVERNORATES } from './upper-egypt-and-frontier';

export type { AreaSeed, CitySeed, NamedPair, ZoneSeed } from './types';
export { CUSTOMER_CATEGORIES, EVALUATION_CRITERIA, HANGON_REASONS, HOLD_REASONS } from './reasons';

/** The 27 governorates with their zones and areas, in the order they are seeded. */
export const GOVERNORATES: readonly CitySeed[] = [...METROPOLITAN_GOVERNORATES, ...DELTA_AND_CANAL_GOVERNORATES, ...UPPER_EGYPT_AND_FRONTIER_GOVERNORATES];
