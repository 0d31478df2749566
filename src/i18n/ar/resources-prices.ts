import type { pricesEn } from '../en/resources-prices';
import type { Catalogue } from '../types';

export const pricesAr: Catalogue<typeof pricesEn> = {};
