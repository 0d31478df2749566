import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNotifyError } from '../shared/errors';

/**
 * One permission call's data for one user, and a save that stores the server's answer and says so
 * (or shows the server's refusal).
 */
export function usePermissionData<T, V>(key: string, userId: number, load: () => Promise<T>, save: (values: V) => Promise<T>) {
  const notify = useNotify();
  const notifyError = useNotifyError();
  const client = useQueryClient();
  const queryKey = ['permissions', key, userId];
  const query = useQuery({ queryKey, queryFn: load });
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (data) => {
      client.setQueryData(queryKey, data);
      notify('resources.userprivient.saved', { type: 'success' });
    },
    onError: (error) => notifyError(error),
  });
  return { data: query.data, loading: query.isPending, failed: query.isError, save: mutation.mutate, saving: mutation.isPending };
}
