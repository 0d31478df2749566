import { Navigate } from 'react-router-dom';

/** /dashboard/ReturnPriceList names no template: the templates list is where one is chosen. */
export default function ReturnPriceListIndex() {
  return <Navigate to="/dashboard/customers/ReturnPriceTemplateList" replace />;
}
