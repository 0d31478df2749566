import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../domain/prices';

/** An amount as the screens show it: two decimals and the currency label ('45.00 LE'). */
export function useMoney(): (amount: unknown) => string {
  const translate = useTranslate();
  return useCallback(
    (amount: unknown) => (amount == null || amount === '' ? '' : translate('resources.prices.money', { amount: formatMoney(String(amount)) })),
    [translate],
  );
}
