import StorefrontIcon from '@mui/icons-material/Storefront';
import { childRoute, type ScreenViews } from '../shared/screenView';

/** `/dashboard/customers` with the spec's child pages: `new`, `edit/:id` and `detail/:id`. */
export const views: ScreenViews = {
  customers: {
    icon: StorefrontIcon,
    page: () => import('./CustomerList'),
    create: () => import('./CustomerCreate'),
    edit: () => import('./CustomerEdit'),
    recordRepresentation: 'name',
    routes: [childRoute('detail/:id', () => import('./CustomerShow'), {})],
  },
};
