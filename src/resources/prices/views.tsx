import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { childRoute, type ScreenViews } from '../shared/screenView';

/**
 * The price screens: the pricing plans admin at /dashboard/Pricing (list, new, edit/{id}); the category and
 * return price templates, which live under the customers URL; and one return price template's city prices at
 * /dashboard/ReturnPriceList/{id} (the bare path goes to the templates).
 */
export const views: ScreenViews = {
  Pricing: {
    icon: LocalOfferIcon,
    page: () => import('./PlanList'),
    create: () => import('./PlanCreate'),
    edit: () => import('./PlanEdit'),
    recordRepresentation: 'plan_name',
  },
  CategoryTemplateList: { icon: PriceChangeIcon, page: () => import('./CategoryTemplatePage'), nested: true },
  ReturnPriceTemplateList: { icon: AssignmentReturnIcon, page: () => import('./ReturnPriceTemplatePage'), nested: true },
  ReturnPriceList: {
    icon: ReceiptLongIcon,
    page: () => import('./ReturnPriceListIndex'),
    routes: [childRoute(':id', () => import('./ReturnPriceListPage'), {})],
  },
};
