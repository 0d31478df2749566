import { DataTable, useRecordContext } from 'react-admin';
import type { SettlementRecord } from '../../../domain/api/settlements';
import { CLOSING_FIGURES } from '../../../domain/ledger/statement';
import { useCairoDate } from '../orders/format';
import { MoneyField } from '../shared/money';

function SettledOn() {
  const record = useRecordContext<SettlementRecord>();
  const format = useCairoDate();
  return record ? <>{format(record.created_at)}</> : null;
}

/** A statement's columns in a list of statements (the office's and the merchant's): when it was settled, its orders and its figures. */
export function StatementColumns() {
  return (
    <>
      <DataTable.Col label="settlements.fields.created_at" disableSort>
        <SettledOn />
      </DataTable.Col>
      <DataTable.Col source="order_count" label="settlements.fields.order_count" disableSort />
      {CLOSING_FIGURES.map((figure) => (
        <DataTable.Col key={figure} label={`settlements.fields.${figure}`} disableSort>
          <MoneyField source={figure} />
        </DataTable.Col>
      ))}
    </>
  );
}
