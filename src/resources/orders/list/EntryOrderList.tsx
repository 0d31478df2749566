import OrderListPage from './OrderListPage';

/** `/dashboard/orders`: the entry screen's list, with its New order button. */
export default function EntryOrderList() {
  return <OrderListPage variant="entry" />;
}
