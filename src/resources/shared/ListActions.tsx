import { CreateButton, ExportButton, FilterButton, TopToolbar, useResourceDefinition, type Exporter } from 'react-admin';

export interface ListActionsProps {
  exporter: Exporter;
  hasFilters?: boolean;
}

/**
 * Filter, create (where the screen has a creation page, shown to those granted it) and export. Export stays enabled
 * on an empty result so that it can say 'Empty Data' instead of silently doing nothing.
 */
export function ListActions({ exporter, hasFilters = false }: ListActionsProps) {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      {hasCreate && <CreateButton />}
      <ExportButton exporter={exporter} disabled={false} />
    </TopToolbar>
  );
}
