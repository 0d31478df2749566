import type { resourcesEn } from '../en/resources';
import type { Catalogue } from '../types';

export const resourcesAr: Catalogue<typeof resourcesEn> = {};
