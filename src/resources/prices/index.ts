import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { defineResource, type StaffResource } from '../shared/defineResource';
import { ReturnPriceList } from './ReturnPriceListResource';

/** The pricing plans admin at /dashboard/Pricing (list, new, edit/{id}). */
const Pricing = defineResource({
  name: 'Pricing',
  icon: LocalOfferIcon,
  list: () => import('./PlanList'),
  create: () => import('./PlanCreate'),
  edit: () => import('./PlanEdit'),
  recordRepresentation: 'plan_name',
});

export const priceResources: Record<string, StaffResource> = { Pricing, ReturnPriceList };
