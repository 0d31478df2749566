import { Chip } from '@mui/material';
import { DataTable, List, Pagination, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { PAYOUT_METHODS } from '../../../domain/validation/customer';
import type { PayoutBatchRecord } from '../../../domain/api/settlements';
import { useCairoDate } from '../orders/format';
import { MoneyField } from '../shared/money';
import { EmptyList } from '../shared/EmptyList';

const methodChoices = PAYOUT_METHODS.map((method) => ({ id: method, name: `resources.customers.payout_methods.${method}` }));
const filters = [<SelectInput key="method" source="method" label="settlements.payouts.method" choices={methodChoices} alwaysOn />];

function Method() {
  const record = useRecordContext<PayoutBatchRecord>();
  const translate = useTranslate();
  return record ? <>{translate(`resources.customers.payout_methods.${record.method}`)}</> : null;
}

function MadeOn() {
  const record = useRecordContext<PayoutBatchRecord>();
  const format = useCairoDate();
  return record ? <>{format(record.created_at, true)}</> : null;
}

/** How far a batch got: all paid, some paid, or none yet; failed transfers counted apart. */
function Progress() {
  const record = useRecordContext<PayoutBatchRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const colour = record.paid === record.payouts ? 'success' : record.paid > 0 ? 'warning' : 'default';
  return (
    <>
      <Chip size="small" color={colour} label={`${translate('settlements.payouts.paid')}: ${record.paid}/${record.payouts}`} />
      {record.failed > 0 && <Chip size="small" color="error" sx={{ mx: 0.5 }} label={`${translate('settlements.payouts.failed')}: ${record.failed}`} />}
    </>
  );
}

/** Payout batches, newest first: their method, how many merchants, how much, and how much of it is paid. */
export default function PayoutList() {
  return (
    <List
      resource="payouts"
      title="screens.payouts"
      filters={filters}
      perPage={25}
      exporter={false}
      empty={<EmptyList text="settlements.payouts.empty" />}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
    >
      <DataTable<PayoutBatchRecord> bulkActionButtons={false} rowClick={(id) => `/dashboard/payouts/batch/${String(id)}`}>
        <DataTable.Col source="id" label="settlements.payouts.batch_no" disableSort />
        <DataTable.Col label="settlements.payouts.method" disableSort>
          <Method />
        </DataTable.Col>
        <DataTable.Col label="settlements.payouts.created_at" disableSort>
          <MadeOn />
        </DataTable.Col>
        <DataTable.Col source="payouts" label="settlements.payouts.payouts" disableSort />
        <DataTable.Col label="settlements.payouts.total" disableSort>
          <MoneyField source="total" />
        </DataTable.Col>
        <DataTable.Col label="settlements.payouts.paid_total" disableSort>
          <MoneyField source="paid_total" />
        </DataTable.Col>
        <DataTable.Col label="settlements.payouts.status" disableSort>
          <Progress />
        </DataTable.Col>
        <DataTable.Col source="created_by_name" label="settlements.payouts.created_by" disableSort />
      </DataTable>
    </List>
  );
}
