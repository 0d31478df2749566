import { CreateButton, FilterButton, TopToolbar } from 'react-admin';
import { usePermissionsNow } from '../../../layout/usePermissionsNow';
import type { OrderListVariant } from '../../../providers/ordersProvider';
import { useSpecialCode } from '../inputs/useOrderData';
import { ImportOrdersButton } from '../import/ImportOrdersButton';
import { ColumnsButton } from './ColumnsButton';
import { ExportOrdersButton } from './ExportOrdersButton';
import { SavedFiltersButton } from './SavedFiltersButton';

export interface OrderListActionsProps {
  /** The export offered, or false for none. */
  exportAs: OrderListVariant | false;
  preset: Record<string, unknown>;
  /** Where the create button leads; hidden when the user may not open it, or null for a list that offers none. */
  createPath: string | null;
  /** Where the import button leads (hidden likewise), or null for none. */
  importPath: string | null;
}

/** Filters, saved filters, columns, a new order, the import and the export (for holders of the export_orders code). */
export function OrderListActions({ exportAs, preset, createPath, importPath }: OrderListActionsProps) {
  const permissions = usePermissionsNow();
  const mayExport = useSpecialCode('export_orders');
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <FilterButton />
      <SavedFiltersButton />
      <ColumnsButton />
      {createPath && permissions?.canOpen(createPath) && <CreateButton to={createPath} />}
      {importPath && permissions?.canOpen(importPath) && <ImportOrdersButton to={importPath} />}
      {mayExport && exportAs && <ExportOrdersButton variant={exportAs} preset={preset} />}
    </TopToolbar>
  );
}
