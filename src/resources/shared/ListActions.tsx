import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { CsvExportButton, type CsvExportOptions } from './CsvExportButton';

export interface ListActionsProps {
  exportOptions: CsvExportOptions;
  hasFilters?: boolean;
}

/** Filter, create (where the screen has a creation page, shown to those granted it) and export. */
export function ListActions({ exportOptions, hasFilters = false }: ListActionsProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <CsvExportButton options={exportOptions} />
    </TopToolbar>
  );
}
