import type { customersEn } from '../en/resources-customers';
import type { Catalogue } from '../types';

export const customersAr: Catalogue<typeof customersEn> = {};
