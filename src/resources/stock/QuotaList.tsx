import { DataTable, NumberField, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { referenceFilter } from '../shared/referenceFilter';
import { ResourceList } from '../shared/ResourceList';
import { LocalName } from './LocalName';

const filters = [referenceFilter('customer_id', 'customers'), referenceFilter('category_id', 'customercategory'), referenceFilter('material_id', 'material')];
const exportOptions = { fields: ['id', 'customer_id', 'category_id', 'material_id', 'monthly_quantity'] };

/** Whose quota it is: the merchant's own, or its category's default for every merchant in it. */
function Owner() {
  const row = useRecordContext<{ customer_id: number | null }>();
  const translate = useTranslate();
  if (!row) return null;
  return row.customer_id ? (
    <ReferenceField source="customer_id" reference="customers" link={false} />
  ) : (
    <>
      <ReferenceField source="category_id" reference="customercategory" link={false}>
        <LocalName />
      </ReferenceField>{' '}
      ({translate('resources.CustomerMaterialLimitList.category_default')})
    </>
  );
}

/** The merchants' free packaging a month: each row a merchant's own or its category's default, per material. */
export default function QuotaList() {
  return (
    <ResourceList filters={filters} sort={{ field: 'id', order: 'DESC' }} exportOptions={exportOptions}>
      <DataTable.Col label="resources.CustomerMaterialLimitList.fields.customer_id" disableSort>
        <Owner />
      </DataTable.Col>
      <DataTable.Col source="material_id">
        <ReferenceField source="material_id" reference="material" link={false}>
          <LocalName />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="monthly_quantity" field={NumberField} />
    </ResourceList>
  );
}
