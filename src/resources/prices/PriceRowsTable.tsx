import { DataTable, ReferenceField, useTranslate, type RaRecord } from 'react-admin';
import type { FormValidate } from '../shared/formValidation';
import { EditableRowsTable } from './EditableRowsTable';
import { useMoney } from '../shared/money';
import { PriceRowInputs } from './PriceRowInputs';

export interface PriceRowsTableProps {
  resource: 'category-prices' | 'customer-prices';
  /** The category or customer whose rows these are; also the start of a new row. */
  owner: { category_id: number } | { customer_id: number };
  validate: FormValidate;
}

const newRow = { return_price: '0' };

/** The price rows of one category or customer: city, zone, delivery and return price, added and edited in a dialog. */
export function PriceRowsTable({ resource, owner, validate }: PriceRowsTableProps) {
  const translate = useTranslate();
  const money = useMoney();
  return (
    <EditableRowsTable resource={resource} owner={owner} defaults={newRow} validate={validate} emptyText="resources.prices.empty" inputs={<PriceRowInputs />}>
      <DataTable.Col source="city_id">
        <ReferenceField source="city_id" reference="City" link={false} />
      </DataTable.Col>
      <DataTable.Col source="zone_id">
        <ReferenceField source="zone_id" reference="Zone" link={false} emptyText={translate('resources.prices.whole_city')} />
      </DataTable.Col>
      <DataTable.Col source="delivery_price" align="right" render={(record: RaRecord) => money(record.delivery_price)} />
      <DataTable.Col source="return_price" align="right" render={(record: RaRecord) => money(record.return_price)} />
    </EditableRowsTable>
  );
}
