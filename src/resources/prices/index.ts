import type { StaffResource } from '../shared/defineResource';

export const priceResources: Record<string, StaffResource> = {};
