import type { ReactElement, ReactNode } from 'react';
import { DataTable, List, Pagination, useResourceContext, type Identifier, type RaRecord, type SortPayload } from 'react-admin';
import type { CsvExportOptions } from './CsvExportButton';
import { BulkConfirmDelete } from './deletion';
import { EmptyList } from './EmptyList';
import { ListActions } from './ListActions';
import { SelectionFollowsList } from './selection';
import { editPath } from './paths';

/** Spec section 9: pages of 10 by default. */
const DEFAULT_PER_PAGE = 10;
const ROWS_PER_PAGE = [10, 25, 50];

export interface ResourceListProps {
  filters?: ReactElement[];
  sort?: SortPayload;
  exportOptions: CsvExportOptions;
  /** False where the API offers no delete; a function says which records it would delete (the others cannot be selected). */
  deletable?: boolean | ((record: RaRecord) => boolean);
  /** Where a row leads; the spec's edit URL unless given. */
  rowClick?: (id: Identifier) => string;
  children: ReactNode;
}

/**
 * A paged, sortable, filterable table whose rows open the spec's edit URL (or `rowClick`'s), with export, create,
 * bulk delete (undoable) and a translated empty state. The title is the screen's name, as in the menu.
 */
export function ResourceList({ filters, sort, exportOptions, deletable = true, rowClick, children }: ResourceListProps) {
  const resource = useResourceContext() ?? '';
  const rowPath = rowClick ?? ((id: Identifier) => editPath(resource, id));
  return (
    <List
      title={`screens.${resource}`}
      perPage={DEFAULT_PER_PAGE}
      sort={sort}
      filters={filters}
      exporter={false}
      actions={<ListActions exportOptions={exportOptions} hasFilters={Boolean(filters?.length)} />}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      empty={<EmptyList />}
    >
      {deletable && <SelectionFollowsList />}
      <DataTable
        rowClick={rowPath}
        bulkActionButtons={deletable ? <BulkConfirmDelete /> : false}
        isRowSelectable={typeof deletable === 'function' ? deletable : undefined}
      >
        {children}
      </DataTable>
    </List>
  );
}
