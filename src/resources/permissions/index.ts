import type { StaffResource } from '../shared/defineResource';

export const permissionResources: Record<string, StaffResource> = {};
