import type { StaffResource } from '../shared/defineResource';

export const shipperResources: Record<string, StaffResource> = {};
