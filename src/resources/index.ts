import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import InsightsIcon from '@mui/icons-material/Insights';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ResourceProps } from 'react-admin';
import { STAFF_SCREENS } from '../../domain/screens';
import { area, City, customercategory, HangonReason, holdreason, Zone } from './lookups';
import type { StaffResource } from './shared/defineResource';
import { SiteSettings } from './SiteSettings';
import { useraccount } from './useraccount';
import { customerResources } from './customers';
import { shipperResources } from './shippers';
import { priceResources } from './prices';
import { permissionResources } from './permissions';
import { orderPageIcons, orderResources } from './orders';

const byName: Partial<Record<string, StaffResource>> = {
  City,
  Zone,
  area,
  customercategory,
  holdreason,
  HangonReason,
  SiteSettings,
  useraccount,
  ...customerResources,
  ...shipperResources,
  ...priceResources,
  ...permissionResources,
  ...orderResources,
};

const ordered: StaffResource[] = STAFF_SCREENS.flatMap((screen) => byName[screen.name] ?? []);

/** Every staff resource, named by the spec's URL segment, in the menu's order; the menu reuses their icons. */
export const staffResources: ResourceProps[] = ordered;

/** Screens that are pages inside another resource rather than resources of their own. */
const pageIcons: Record<string, SvgIconComponent> = {
  analytics: InsightsIcon,
  CategoryTemplateList: PriceChangeIcon,
  ReturnPriceTemplateList: AssignmentReturnIcon,
  ...orderPageIcons,
};

export const resourceIcons: Record<string, SvgIconComponent> = {
  ...pageIcons,
  ...Object.fromEntries(ordered.map((resource) => [resource.name, resource.icon])),
};
