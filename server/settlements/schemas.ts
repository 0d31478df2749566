import { Type, type Static } from '@sinclair/typebox';
import { SETTLEMENT_MAX_ORDERS } from '../../domain/ledger/statement';
import { Id, OptionalDate } from '../closings/schemas';
import { Paging } from '../lib/rest/paging';

const Key = Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }));
export const Lang = Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('ar')]));

export const CustomerQuery = Type.Object({ customer: Id, collect: Type.Optional(Id) });

/** The orders are checked by the server (each must be settleable now); an empty list is refused beside its field. */
export const SettlementBody = Type.Object({
  customer: Id,
  orders: Type.Array(Id, { maxItems: SETTLEMENT_MAX_ORDERS, uniqueItems: true }),
  note: Type.String({ maxLength: 1000, default: '' }),
  collect_request: Type.Optional(Type.Union([Id, Type.Null()])),
  idempotency_key: Key,
});
export type SettlementBodyType = Static<typeof SettlementBody>;

export const SettlementListQuery = Type.Object({
  customer: Type.Optional(Type.Union([Id, Type.Literal('')])),
  from_date: OptionalDate,
  to_date: OptionalDate,
  ...Paging,
});
export type SettlementListQueryType = Static<typeof SettlementListQuery>;

/** What the wallets sort by. */
export const WALLET_SORTS = ['name', 'owed', 'due'] as const;

export const WalletQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  /** `name`, `owed` or `due`, `-` before it for the largest first. */
  ordering: Type.Optional(Type.Union(WALLET_SORTS.flatMap((field) => [Type.Literal(field), Type.Literal(`-${field}`)]))),
  ...Paging,
});
export type WalletQueryType = Static<typeof WalletQuery>;

export const ExportBody = Type.Object({ lang: Lang });
