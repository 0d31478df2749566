import StorefrontIcon from '@mui/icons-material/Storefront';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { StaffResource } from '../shared/defineResource';
import { CUSTOMERS } from './paths';

const CustomerList = lazy(() => import('./CustomerList'));
const CustomerCreate = lazy(() => import('./CustomerCreate'));
const CustomerEdit = lazy(() => import('./CustomerEdit'));
const CustomerShow = lazy(() => import('./CustomerShow'));
const CategoryTemplatePage = lazy(() => import('../prices/CategoryTemplatePage'));
const ReturnPriceTemplatePage = lazy(() => import('../prices/ReturnPriceTemplatePage'));

/**
 * `/dashboard/customers` with the spec's child pages: `new`, `edit/:id`, `detail/:id`, and the price template
 * screens that live under the customers URL. Static segments rank above `:id`, so they never read as ids.
 */
export const customers: StaffResource = {
  name: CUSTOMERS,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
  list: CustomerList,
  hasCreate: true,
  hasEdit: true,
  children: [
    <Route key="new" path="new" element={<CustomerCreate />} />,
    <Route key="edit" path="edit/:id" element={<CustomerEdit />} />,
    <Route key="detail" path="detail/:id" element={<CustomerShow />} />,
    <Route key="CategoryTemplateList" path="CategoryTemplateList/*" element={<CategoryTemplatePage />} />,
    <Route key="ReturnPriceTemplateList" path="ReturnPriceTemplateList/*" element={<ReturnPriceTemplatePage />} />,
  ],
};
