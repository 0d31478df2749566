import OrderListPage from './OrderListPage';

/** `adminorders_enhanced`: the same list, denser, exporting Orders.xls. */
export default function EnhancedOrderList() {
  return <OrderListPage variant="enhanced" />;
}
