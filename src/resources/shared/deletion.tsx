import { useCallback } from 'react';
import { BulkDeleteWithConfirmButton, DeleteWithConfirmButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { messageOf } from './formErrors';

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
      const message = messageOf(error);
      notify(message, {
        type: 'error',
        messageArgs: { details: translate('resources.shared.in_use_details'), _: message },
      });
      refresh();
    },
    [notify, refresh, translate],
  );
}

/** Delete after a confirmation dialog; a refusal (record in use) says why and keeps the record. */
export function ConfirmDeleteButton() {
  const onError = useDeleteFailure();
  return <DeleteWithConfirmButton mutationOptions={{ onError }} />;
}

/** Bulk delete after a confirmation dialog. */
export function BulkConfirmDelete() {
  const onError = useDeleteFailure();
  return <BulkDeleteWithConfirmButton mutationMode="pessimistic" mutationOptions={{ onError }} />;
}
