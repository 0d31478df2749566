import Inventory2Icon from '@mui/icons-material/Inventory2';
import RuleIcon from '@mui/icons-material/Rule';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { recordName } from '../shared/recordName';
import { withProps, type ScreenViews } from '../shared/screenView';

const form = () => import('./StockForm');

/** The stock's screens (spec section 2, Stock): packaging materials, the warehouses that keep them and the merchants' free quotas. */
export const views: ScreenViews = {
  material: {
    icon: Inventory2Icon,
    page: () => import('./MaterialList'),
    create: withProps(form, { resource: 'material', page: 'create' }),
    edit: withProps(form, { resource: 'material', page: 'edit' }),
    recordRepresentation: recordName,
  },
  warehouse: {
    icon: WarehouseIcon,
    page: () => import('./WarehouseList'),
    create: withProps(form, { resource: 'warehouse', page: 'create' }),
    edit: withProps(form, { resource: 'warehouse', page: 'edit' }),
    recordRepresentation: recordName,
  },
  CustomerMaterialLimitList: {
    icon: RuleIcon,
    page: () => import('./QuotaList'),
    create: withProps(form, { resource: 'CustomerMaterialLimitList', page: 'create' }),
    edit: withProps(form, { resource: 'CustomerMaterialLimitList', page: 'edit' }),
  },
};
