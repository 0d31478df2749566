import { useTranslate } from 'react-admin';
import { LIMIT_MESSAGES, type MoneyLimit } from '../../../domain/ledger/limits';

/** The most an amount field takes (domain/ledger/limits.ts), shown beside it before anything is typed. */
export function LimitHint({ limit }: { limit: MoneyLimit }) {
  const translate = useTranslate();
  return <>{translate(LIMIT_MESSAGES[limit])}</>;
}
