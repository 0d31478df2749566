import ArchiveIcon from '@mui/icons-material/Archive';
import CancelIcon from '@mui/icons-material/Cancel';
import PrintIcon from '@mui/icons-material/Print';
import type { ComponentType } from 'react';
import { Button, useDataProvider, useListContext, useNotify, type Identifier } from 'react-admin';
import { BulkConfirmDelete } from '../../../shared/deletion';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { useErrorText } from '../../../shared/errors';
import { printPath } from '../../paths';
import type { BulkSet } from '../variants';
import { bulkActionOffered, type OrderBulkAction } from '../../../../../domain/orders/bulk-actions';
import type { OrderRecord } from '../../../../../domain/orders/record';
import { BulkAssignButton } from './BulkAssignButton';
import { BulkConfirmButton } from './BulkConfirmButton';
import { BulkStatusButton } from './BulkStatusButton';
import { CashFromCourierButton, SettleWithMerchantButton } from './CashButtons';
import { useBulkChooser } from './useBulkChooser';

/** Opens the print page (`pathOf`: the merchant's own) with the selected orders, in the order they were selected. */
export function BulkPrintButton({ pathOf = printPath }: { pathOf?: (ids: readonly Identifier[]) => string }) {
  const { selectedIds } = useListContext();
  const navigate = useNavigate();
  return (
    <Button label="resources.orders.bulk.print" onClick={() => navigate(pathOf(selectedIds))}>
      <PrintIcon />
    </Button>
  );
}

function ArchiveButton() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <BulkConfirmButton
      label="resources.orders.bulk.archive"
      icon={<ArchiveIcon />}
      title="resources.orders.bulk.archive_title"
      content="resources.orders.bulk.archive_content"
      successKey="resources.orders.bulk.archived"
      action={(ids) => dataProvider.archiveOrders(ids)}
    />
  );
}

/** Cancel after confirmation; `merchant`: the merchant's own cancel, allowed before pickup. */
export function CancelButton({ merchant = false }: { merchant?: boolean }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <BulkConfirmButton
      label="resources.orders.bulk.cancel"
      icon={<CancelIcon />}
      title="resources.orders.bulk.cancel_title"
      content="resources.orders.bulk.cancel_content"
      successKey="resources.orders.bulk.cancelled"
      action={(ids) => (merchant ? dataProvider.cancelMerchantOrders(ids) : dataProvider.cancelOrders(ids))}
    />
  );
}

/** Delete after confirmation; a refusal shows the server's reason. */
function DeleteButton() {
  const notify = useNotify();
  const errorText = useErrorText();
  const onError = (error: unknown) => {
    const text = errorText(error);
    notify(text, { type: 'error', messageArgs: { _: text } });
  };
  return <BulkConfirmDelete onError={onError} />;
}

/** The actions of each set, main one first. */
const SETS: Record<BulkSet, readonly OrderBulkAction[]> = {
  all: ['status', 'assign', 'cash_shipper', 'cash_customer', 'print', 'archive', 'cancel', 'delete'],
  archive: ['archive', 'print'],
  assign: ['assign', 'status', 'print', 'cancel'],
  returns: ['status', 'assign', 'print', 'archive'],
};

const BUTTONS: Record<OrderBulkAction, ComponentType> = {
  status: BulkStatusButton,
  assign: BulkAssignButton,
  cash_shipper: CashFromCourierButton,
  cash_customer: SettleWithMerchantButton,
  print: BulkPrintButton,
  archive: ArchiveButton,
  cancel: CancelButton,
  delete: DeleteButton,
};

/**
 * The actions on the selected orders, as the list's set gives them: every one, archiving (and printing) in the
 * archive manager, assigning first where orders go out, a status change first on the returns. Each is offered only
 * when the server would take it for every selected order: the bulk actions' rules (domain/orders/bulk-actions.ts)
 * with the caller's rows, codes and screens, and each order's state.
 */
export function OrderBulkActions({ set }: { set: BulkSet }) {
  const chooser = useBulkChooser();
  const { data, selectedIds } = useListContext<OrderRecord>();
  const selected = (data ?? []).filter((order) => selectedIds.includes(order.id));
  const allowed = (action: OrderBulkAction) => chooser !== undefined && bulkActionOffered(action, chooser, selected);
  return (
    <>
      {SETS[set].filter(allowed).map((action) => {
        const Action = BUTTONS[action];
        return <Action key={action} />;
      })}
    </>
  );
}
