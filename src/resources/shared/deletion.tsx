import DeleteIcon from '@mui/icons-material/Delete';
import { useCallback } from 'react';
import { Button, DeleteButton, useBulkDeleteController, useNotify, useRefresh, useTranslate } from 'react-admin';

/**
 * Turns a refused delete into a translated toast. The API answers a record still referenced elsewhere with
 * 409 'errors.in_use'; its `%{details}` are filled with a translated phrase rather than the server's English.
 */
export function useDeleteFailure(): (error: unknown) => void {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  return useCallback(
    (error: unknown) => {
      const message = (error instanceof Error && error.message) || 'ra.notification.http_error';
      notify(message, {
        type: 'error',
        messageArgs: { details: translate('resources.shared.in_use_details'), _: message },
      });
      refresh();
    },
    [notify, refresh, translate],
  );
}

/** Delete with react-admin's undo; a refusal restores the record and says why. */
export function UndoableDeleteButton() {
  const onError = useDeleteFailure();
  return <DeleteButton mutationMode="undoable" mutationOptions={{ onError }} />;
}

/** Bulk delete with undo (react-admin's BulkDeleteButton would hand `mutationOptions` on to the DOM button). */
export function BulkDelete() {
  const onError = useDeleteFailure();
  const { handleDelete, isPending } = useBulkDeleteController({ mutationMode: 'undoable', mutationOptions: { onError } });
  return (
    <Button label="ra.action.delete" onClick={handleDelete} disabled={isPending} color="error">
      <DeleteIcon />
    </Button>
  );
}
