import Inventory2Icon from '@mui/icons-material/Inventory2';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import { recordName } from '../shared/recordName';
import { withProps, type ScreenViews } from '../shared/screenView';

const form = () => import('./StockForm');

/** The stock's screens (spec section 2, Stock): packaging materials and the warehouses that keep them. */
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
};
