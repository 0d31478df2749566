import { useCallback } from 'react';
import {
  BulkDeleteWithConfirmButton,
  DeleteWithConfirmButton,
  useListContext,
  useRecordContext,
  useRedirect,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUnselect,
  type RedirectionSideEffect,
} from 'react-admin';
import { useErrorText, useNotifyError } from './errors';
import { BulkConfirmContent } from './selection';
import { useRecordNotice } from './recordNotice';

/** A refused delete's text: a record still in use (409 'errors.in_use') names what holds it in the interface language. */
export function useDeleteRefusalText(): (error: unknown) => string {
  const text = useErrorText();
  const translate = useTranslate();
  return useCallback((error: unknown) => text(error, { details: translate('resources.shared.in_use_details') }), [text, translate]);
}

/** Turns a refused delete into a translated toast (useDeleteRefusalText) and shows the record as it still is. */
export function useDeleteFailure(): (error: unknown) => void {
  const refresh = useRefresh();
  const notifyError = useNotifyError(useDeleteRefusalText());
  return useCallback(
    (error: unknown) => {
      notifyError(error);
      refresh();
    },
    [notifyError, refresh],
  );
}

/**
 * Delete after a confirmation dialog; the toast names the record deleted, and a refusal (record in use) says why
 * and keeps the record. `redirect` (the list by default) is where the page goes once it is gone.
 */
export function ConfirmDeleteButton({ redirect = 'list', label }: { redirect?: RedirectionSideEffect; label?: string }) {
  const onError = useDeleteFailure();
  const notice = useRecordNotice();
  const record = useRecordContext();
  const resource = useResourceContext();
  const unselect = useUnselect(resource);
  const goTo = useRedirect();
  const onSuccess = () => {
    if (!record) return;
    notice('deleted', [record]);
    unselect([record.id], true);
    if (redirect !== false) goTo(redirect, resource);
  };
  return <DeleteWithConfirmButton mutationMode="pessimistic" label={label} mutationOptions={{ onSuccess, onError }} />;
}

/**
 * Bulk delete after a confirmation dialog that lists the records it deletes; the toast names the one record deleted
 * or counts them; `onError` replaces the refusal's toast.
 */
export function BulkConfirmDelete({ onError: onErrorProp }: { onError?: (error: unknown) => void }) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const inUse = useDeleteFailure();
  const onError = onErrorProp ?? inUse;
  const notice = useRecordNotice();
  const { data = [], selectedIds, onUnselectItems } = useListContext();
  const onSuccess = () => {
    const deleted = data.filter((record) => selectedIds.includes(record.id));
    notice('deleted', deleted.length === selectedIds.length ? deleted : selectedIds.map((id) => ({ id })));
    onUnselectItems(true);
  };
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError }}
      confirmContent={
        <BulkConfirmContent text="ra.message.bulk_delete_content" args={{ name: translate(`resources.${resource}.name`, { smart_count: 1, _: resource }) }} />
      }
    />
  );
}
