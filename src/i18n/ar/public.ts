import type { publicEn } from '../en/public';
import type { Catalogue } from '../types';

export const publicAr: Catalogue<typeof publicEn> = {};
