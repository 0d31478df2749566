import { BooleanField, DataTable, SearchInput, type RaRecord } from 'react-admin';
import type { CsvExportOptions } from '../shared/CsvExportButton';
import { ResourceList } from '../shared/ResourceList';
import { useMoney } from '../shared/money';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const sort = { field: 'sort_order', order: 'ASC' } as const;
const exportOptions: CsvExportOptions = { fields: ['id', 'plan_name', 'plan_price', 'plan_delivery', 'sort_order', 'is_active'] };

/** The price offers of the public Price Offers page, in the order they appear there. */
export default function PlanList() {
  const money = useMoney();
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions}>
      <DataTable.Col source="sort_order" />
      <DataTable.Col source="plan_name" />
      <DataTable.Col source="plan_price" align="right" render={(record: RaRecord) => money(record.plan_price)} />
      <DataTable.Col source="plan_delivery" />
      <DataTable.Col
        source="features_count"
        align="right"
        disableSort
        render={(record: RaRecord) => (Array.isArray(record.details_child) ? record.details_child.length : 0)}
      />
      <DataTable.Col source="is_active" field={BooleanField} />
    </ResourceList>
  );
}
