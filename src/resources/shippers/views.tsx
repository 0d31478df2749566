import GroupsIcon from '@mui/icons-material/Groups';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { recordName } from '../shared/recordName';
import type { ScreenViews } from '../shared/screenView';

export const views: ScreenViews = {
  Shipper: {
    icon: LocalShippingIcon,
    page: () => import('./ShipperList'),
    create: () => import('./ShipperCreate'),
    edit: () => import('./ShipperEdit'),
    recordRepresentation: 'name',
  },
  'shipper-groups': {
    icon: GroupsIcon,
    page: () => import('./groups/ShipperGroupList'),
    create: () => import('./groups/ShipperGroupCreate'),
    edit: () => import('./groups/ShipperGroupEdit'),
    recordRepresentation: recordName,
  },
};
