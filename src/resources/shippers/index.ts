import GroupsIcon from '@mui/icons-material/Groups';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { storedLanguage } from '../../providers/i18nProvider';
import { defineResource, type StaffResource } from '../shared/defineResource';

/** A group's Arabic name on Arabic screens when it has one (the admin remounts when the language changes). */
const groupName = (record: { name: string; name_ar?: string }): string => (storedLanguage() === 'ar' && record.name_ar ? record.name_ar : record.name);

const Shipper = defineResource({
  name: 'Shipper',
  icon: LocalShippingIcon,
  list: () => import('./ShipperList'),
  create: () => import('./ShipperCreate'),
  edit: () => import('./ShipperEdit'),
  recordRepresentation: 'name',
});

const shipperGroups = defineResource({
  name: 'shipper-groups',
  icon: GroupsIcon,
  list: () => import('./groups/ShipperGroupList'),
  create: () => import('./groups/ShipperGroupCreate'),
  edit: () => import('./groups/ShipperGroupEdit'),
  recordRepresentation: groupName,
});

export const shipperResources: Record<string, StaffResource> = { Shipper, 'shipper-groups': shipperGroups };
