import { Type, type Static } from '@sinclair/typebox';
import { SETTLEMENT_MAX_ORDERS } from '../../domain/ledger/statement';
import { Id, OptionalDate } from '../closings/schemas';

const Key = Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }));
export const paging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
};
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
  ...paging,
});
export type SettlementListQueryType = Static<typeof SettlementListQuery>;

export const WalletQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('owed'), Type.Literal('due')])),
  order: Type.Optional(Type.Union([Type.Literal('ASC'), Type.Literal('DESC')])),
  ...paging,
});
export type WalletQueryType = Static<typeof WalletQuery>;

export const ExportBody = Type.Object({ lang: Lang });
