import type { shippersEn } from '../en/resources-shippers';
import type { Catalogue } from '../types';

export const shippersAr: Catalogue<typeof shippersEn> = {};
