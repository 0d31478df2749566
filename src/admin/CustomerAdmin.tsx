import { CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { lazy } from 'react';
import { CustomerLayout } from '../layout/AppLayout';
import { MERCHANT_ORDERS } from '../providers/orders/merchant';
import { orderName, recordName } from '../resources/shared/recordName';
import { AreaAdmin } from './AreaAdmin';

const CustomerAnalytics = lazy(() => import('../custom-pages/customer-dashboard/analytics/CustomerAnalytics'));
const AccountPage = lazy(() => import('../custom-pages/customer-dashboard/account/AccountPage'));
const OrderList = lazy(() => import('../custom-pages/customer-dashboard/orders/MerchantOrderList'));
const OrderShow = lazy(() => import('../custom-pages/customer-dashboard/orders/MerchantOrderShow'));
const OrderCreate = lazy(() => import('../custom-pages/customer-dashboard/orders/MerchantOrderForm').then((m) => ({ default: m.MerchantOrderCreate })));
const OrderEdit = lazy(() => import('../custom-pages/customer-dashboard/orders/MerchantOrderForm').then((m) => ({ default: m.MerchantOrderEdit })));
const OrderImport = lazy(() => import('../custom-pages/customer-dashboard/orders/MerchantImportPage'));
const PickupRequests = lazy(() => import('../custom-pages/customer-dashboard/requests/PickupRequestPage'));
const MaterialRequests = lazy(() => import('../custom-pages/customer-dashboard/requests/MaterialRequestPage'));
const CollectRequests = lazy(() => import('../custom-pages/customer-dashboard/requests/CollectRequestPage'));
const PriceList = lazy(() => import('../custom-pages/customer-dashboard/prices/MerchantPriceList'));
const CityOrders = lazy(() => import('../custom-pages/customer-dashboard/reports/TopCReportDetails'));
const Issues = lazy(() => import('../custom-pages/customer-dashboard/issues/CustomerIssuesPage'));
const IssueThread = lazy(() => import('../resources/issues/IssueThreadPage'));
const Statements = lazy(() => import('../custom-pages/customer-dashboard/money/MerchantStatements'));
const Statement = lazy(() => import('../custom-pages/customer-dashboard/money/MerchantStatement'));
const Revenue = lazy(() => import('../custom-pages/customer-dashboard/revenue/OwnRevenue'));
const Report = lazy(() => import('../resources/reports/ReportPage'));
const PrintOrders = lazy(() => import('../resources/orders/print/PrintOrdersPage'));
const ToAnalytics = () => <Navigate to="/customerdashboard/customeranalytics" replace />;

/**
 * The merchant's own area under /customerdashboard (spec section 2). Cities, zones and hold reasons are declared
 * (no screens of their own) so that pickers and pages name them in the interface's language; the merchant's
 * orders are the resource `customer_orders` (server/routes/merchant/orders.ts) shown at the spec's URLs.
 */
export default function CustomerAdmin() {
  return (
    <AreaAdmin basename="/customerdashboard" layout={CustomerLayout} dashboard={ToAnalytics}>
      <Resource name="City" recordRepresentation={recordName} />
      <Resource name="Zone" recordRepresentation={recordName} />
      <Resource name="holdreason" recordRepresentation={recordName} />
      <Resource name={MERCHANT_ORDERS} recordRepresentation={orderName} />
      <CustomRoutes>
        <Route path="/customeranalytics" element={<CustomerAnalytics />} />
        <Route path="/orders" element={<OrderList />} />
        <Route path="/orders/new" element={<OrderCreate />} />
        <Route path="/orders/import" element={<OrderImport />} />
        <Route path="/orders/printorders" element={<PrintOrders merchant />} />
        <Route path="/orders/edit/:orderId" element={<OrderEdit />} />
        <Route path="/orders/:orderId" element={<OrderShow />} />
        <Route path="/todays_orders" element={<OrderList list="today" />} />
        <Route path="/rejectedorders" element={<OrderList list="rejected" />} />
        <Route path="/backup/requestbackup" element={<PickupRequests />} />
        <Route path="/materialrequest" element={<MaterialRequests />} />
        <Route path="/CollectRequest" element={<CollectRequests />} />
        <Route path="/customerissue" element={<Issues />} />
        <Route path="/customerissue/:threadKey" element={<IssueThread side="merchant" />} />
        <Route path="/Shipment/customerpricelist" element={<PriceList />} />
        <Route path="/report/TopCReport" element={<Report name="TopCReport" />} />
        <Route path="/report/TopCReportDetails" element={<CityOrders />} />
        <Route path="/statements" element={<Statements />} />
        <Route path="/statements/:id" element={<Statement />} />
        <Route path="/revenue" element={<Revenue />} />
        <Route path="/revenue/orders" element={<Report name="ownrevenue_orders" />} />
        <Route path="/account" element={<Navigate to="/customerdashboard/account/profile" replace />} />
        <Route path="/account/:tab" element={<AccountPage />} />
      </CustomRoutes>
    </AreaAdmin>
  );
}
