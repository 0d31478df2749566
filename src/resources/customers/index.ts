import type { StaffResource } from '../shared/defineResource';

export const customerResources: Record<string, StaffResource> = {};
