import type { StaffResource } from '../shared/defineResource';
import { customers } from './resource';

export const customerResources: Record<string, StaffResource> = { customers };
