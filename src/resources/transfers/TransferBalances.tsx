import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { CashBalances } from '../../../domain/api/money';
import { Money } from '../shared/money';

/** What the office box and the bank hold now: a move can take no more than these. */
function BalancesLine({ balances }: { balances: CashBalances }) {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="status">
      {translate('settlements.transfers.office_cash')}: <Money amount={balances.office_cash} /> · {translate('settlements.transfers.bank')}:{' '}
      <Money amount={balances.bank} />
    </Alert>
  );
}

/** Above the form of a new move: the balances read now. */
export function TransferBalances() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['cashBalances'], queryFn: () => dataProvider.cashBalances() });
  return data ? <BalancesLine balances={data} /> : null;
}

/** Above the list of moves: the balances its page carries. */
export function ListBalances() {
  const { meta } = useListContext();
  const balances = (meta as { balances?: CashBalances } | undefined)?.balances;
  return balances ? <BalancesLine balances={balances} /> : null;
}
