import { ExportButton, FilterButton, TopToolbar, type Exporter } from 'react-admin';
import { CreateLinkButton } from './CreateLinkButton';

export interface ListActionsProps {
  exporter: Exporter;
  hasFilters?: boolean;
}

/**
 * Filter, create and export. Export stays enabled on an empty result so that it can say
 * 'Empty Data' instead of silently doing nothing.
 */
export function ListActions({ exporter, hasFilters = false }: ListActionsProps) {
  return (
    <TopToolbar>
      {hasFilters && <FilterButton />}
      <CreateLinkButton />
      <ExportButton exporter={exporter} disabled={false} />
    </TopToolbar>
  );
}
