import { useCallback, useState } from 'react';
import { useListContext, useNotify, useRefresh, type Identifier } from 'react-admin';
import { useErrorText } from '../../../shared/errors';

/**
 * Runs a bulk action on the selected orders: on success says how many changed, clears the selection and
 * reloads the list; a refusal (all or nothing on the server) shows the server's reason, naming the order.
 */
export function useBulkRun() {
  const { selectedIds, onUnselectItems } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const errorText = useErrorText();
  const [running, setRunning] = useState(false);

  const run = useCallback(
    async (action: (ids: Identifier[]) => Promise<unknown>, successKey: string): Promise<boolean> => {
      setRunning(true);
      try {
        await action(selectedIds);
        notify(successKey, { type: 'success', messageArgs: { smart_count: selectedIds.length } });
        onUnselectItems();
        refresh();
        return true;
      } catch (error) {
        const text = errorText(error);
        notify(text, { type: 'error', messageArgs: { _: text }, autoHideDuration: 10000 });
        return false;
      } finally {
        setRunning(false);
      }
    },
    [selectedIds, notify, onUnselectItems, refresh, errorText],
  );

  return { selectedIds, run, running };
}
