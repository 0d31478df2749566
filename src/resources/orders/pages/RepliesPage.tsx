/**
 * `adminorders/viewReplies`: the latest replies on the orders the user may see, newest first (GET orders/replies/,
 * a list in the spec's paging protocol), ten to a hundred a page. A row opens its order's page.
 */
import { DataTable, List, Pagination } from 'react-admin';
import type { RecentReply } from '../../../providers/orders/types';
import { EmptyList } from '../../shared/EmptyList';
import { CairoDate, HiddenMark, StatusChip } from '../fields';
import { orderShowPath } from '../paths';

const ROWS_PER_PAGE = [10, 25, 50, 100];
const label = (column: string) => `resources.orders.replies.columns.${column}`;

export default function RepliesPage() {
  return (
    <List
      resource="orderReplies"
      title="screens.viewReplies"
      perPage={10}
      exporter={false}
      empty={<EmptyList text="resources.orders.replies.none_yet" />}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
    >
      <DataTable<RecentReply> bulkActionButtons={false} rowClick={(_id, _resource, row) => orderShowPath(row.order)}>
        <DataTable.Col<RecentReply> source="serial" label={label('serial')} disableSort render={(row) => row.serial || <HiddenMark />} />
        <DataTable.Col<RecentReply> source="customer_name" label={label('customer_name')} disableSort />
        <DataTable.Col<RecentReply>
          source="Order_Delivery_Status"
          label={label('Order_Delivery_Status')}
          disableSort
          render={(row) => <StatusChip status={row.Order_Delivery_Status} />}
        />
        <DataTable.Col<RecentReply> source="reply" label={label('reply')} disableSort cellSx={() => ({ whiteSpace: 'pre-wrap', maxWidth: 480 })} />
        <DataTable.Col<RecentReply> source="user_name" label={label('user_name')} disableSort />
        <DataTable.Col<RecentReply>
          source="created_at"
          label={label('created_at')}
          disableSort
          render={(row) => <CairoDate value={row.created_at} withTime />}
        />
      </DataTable>
    </List>
  );
}
