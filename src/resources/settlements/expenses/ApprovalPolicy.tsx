import { Alert, Button, Stack, TextField } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { usePermissionUser } from '../../../layout/usePermissionsNow';
import { Money } from '../../shared/money';
import { useNotifyError } from '../../shared/errors';

/**
 * The amount above which an expense waits for a second person's approval, said above the list; a superuser sets
 * it here (the server refuses anyone else: a staff member who could raise it could approve his own spending).
 */
export function ApprovalPolicy() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const user = usePermissionUser();
  const [typed, setTyped] = useState<string | undefined>();
  const { data } = useQuery({ queryKey: ['expensePolicy'], queryFn: () => dataProvider.expensePolicy() });
  const save = useMutation({
    mutationFn: (above: string) => dataProvider.setExpensePolicy(above),
    onSuccess: () => {
      setTyped(undefined);
      void client.invalidateQueries({ queryKey: ['expensePolicy'] });
      notify('settlements.expenses.policy_saved', { type: 'success' });
    },
    onError: (error) => notifyError(error),
  });
  if (!data) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
      {translate('settlements.expenses.policy')} <Money amount={data.expense_approval_above} />
      {user?.is_superuser && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }} component="form" onSubmit={(event) => (event.preventDefault(), typed && save.mutate(typed))}>
          <TextField
            size="small"
            label={translate('settlements.expenses.policy_field')}
            value={typed ?? data.expense_approval_above}
            onChange={(event) => setTyped(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
          <Button type="submit" variant="outlined" disabled={!typed || save.isPending}>
            {translate('ra.action.save')}
          </Button>
        </Stack>
      )}
    </Alert>
  );
}
