import type { permissionsEn } from '../en/resources-permissions';
import type { Catalogue } from '../types';

export const permissionsAr: Catalogue<typeof permissionsEn> = {};
