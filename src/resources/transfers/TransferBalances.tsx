import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { Money } from '../shared/money';

/** What the office box and the bank hold now: a move can take no more than these. */
export function TransferBalances() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['cashBalances'], queryFn: () => dataProvider.cashBalances() });
  if (!data) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      {translate('settlements.transfers.office_cash')}: <Money amount={data.office_cash} /> · {translate('settlements.transfers.bank')}:{' '}
      <Money amount={data.bank} />
    </Alert>
  );
}
