import { DataTable, List, Pagination, useRecordContext, useTranslate } from 'react-admin';
import type { TransferRecord } from '../../../domain/api/money';
import { useCairoDate } from '../orders/format';
import { EmptyList } from '../shared/EmptyList';
import { MoneyField } from '../shared/money';
import { ListBalances } from './TransferBalances';

function When() {
  const record = useRecordContext<TransferRecord>();
  const format = useCairoDate();
  return record ? <>{format(record.posted_at, true)}</> : null;
}

/** What the move was: into the bank, out of it, or the owners' money in or out (and where). */
function What() {
  const record = useRecordContext<TransferRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const where = record.account ? ` (${translate(`settlements.transfers.${record.account}`)})` : '';
  return <>{`${translate(`settlements.transfers.kinds.${record.kind}`)}${where}`}</>;
}

/** Moves of the company's own cash, newest first, under what the box and the bank hold now (shown before the first move too). */
export default function TransferList() {
  return (
    <List
      resource="cashtransfers"
      title="screens.cashtransfers"
      perPage={25}
      exporter={false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <ListBalances />
      <DataTable<TransferRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyList text="settlements.transfers.empty" />}>
        <DataTable.Col label="settlements.transfers.fields.posted_at" disableSort>
          <When />
        </DataTable.Col>
        <DataTable.Col label="settlements.transfers.fields.kind" disableSort>
          <What />
        </DataTable.Col>
        <DataTable.Col label="settlements.transfers.fields.amount" disableSort>
          <MoneyField source="amount" />
        </DataTable.Col>
        <DataTable.Col source="note" label="settlements.transfers.fields.note" disableSort />
        <DataTable.Col source="user_name" label="settlements.transfers.fields.user_name" disableSort />
      </DataTable>
    </List>
  );
}
