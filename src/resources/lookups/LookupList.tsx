import { useMemo } from 'react';
import { BooleanField, DataTable, ReferenceField, SearchInput, type LinkToType } from 'react-admin';
import { usePermissionsNow } from '../../layout/usePermissionsNow';
import { editPath } from '../shared/paths';
import { ResourceList } from '../shared/ResourceList';
import { exportOptionsOf, useLookupConfig, type LookupParent } from './config';
import { ParentReferenceInput } from './ParentReferenceInput';

const searchFilter = <SearchInput key="q" source="q" alwaysOn />;
const sort = { field: 'name', order: 'ASC' } as const;

/** The parent's name, linking to its edit page for users who may open it. */
function ParentField({ parent }: { parent: LookupParent }) {
  const permissions = usePermissionsNow();
  const link: LinkToType = (record) => {
    const path = editPath(parent.reference, record.id);
    return permissions?.canOpen(path) ? path : false;
  };
  return <ReferenceField source={parent.source} reference={parent.reference} link={link} />;
}

export default function LookupList() {
  const config = useLookupConfig();
  const { parent } = config;
  const exportOptions = useMemo(() => exportOptionsOf(config), [config]);
  const filters = useMemo(() => (parent ? [searchFilter, <ParentReferenceInput key={parent.source} parent={parent} />] : [searchFilter]), [parent]);
  return (
    <ResourceList filters={filters} sort={sort} exportOptions={exportOptions}>
      <DataTable.Col source="id" />
      <DataTable.Col source="name" />
      <DataTable.Col source="name_ar" />
      {parent && (
        <DataTable.Col source={parent.source}>
          <ParentField parent={parent} />
        </DataTable.Col>
      )}
      <DataTable.Col source="is_active" field={BooleanField} />
    </ResourceList>
  );
}
