import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';
import { Route } from 'react-router-dom';
import type { StaffResource } from '../shared/defineResource';

const ReturnPriceListPage = lazy(() => import('./ReturnPriceListPage'));

/** One return price template's city prices at /dashboard/ReturnPriceList/{id}; the bare path goes to the templates. */
export const ReturnPriceList: StaffResource = {
  name: 'ReturnPriceList',
  icon: ReceiptLongIcon,
  list: lazy(() => import('./ReturnPriceListIndex')),
  children: [<Route key="prices" path=":id" element={<ReturnPriceListPage />} />],
};
