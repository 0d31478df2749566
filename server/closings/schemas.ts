import { Type, type Static } from '@sinclair/typebox';
import { filterDateError } from '../../domain/dates';
import { MONEY_REQUEST_KINDS, MONEY_REQUEST_STATUSES, CLOSING_STATUSES } from '../../domain/ledger/kinds';
import { LIMIT_MESSAGES, withinLimit, type MoneyLimit } from '../../domain/ledger/limits';
import { toPiastres } from '../../domain/orders/money';
import { isMoney } from '../../domain/prices';
import { cairoToday } from '../../domain/time';
import type { MessageKey } from '../../domain/messages';
import { badRequest } from '../lib/errors';
import { Paging } from '../lib/rest/paging';

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const DateText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const OptionalDate = Type.Optional(Type.Union([DateText, Type.Literal('')]));
const Money = Type.String({ maxLength: 16 });
const Note = Type.String({ maxLength: 1000, default: '' });
export const Key = Type.Optional(Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }));

/** The banknotes and coins a count can be given in (LE). */
export const DENOMINATIONS = ['200', '100', '50', '20', '10', '5', '1', '0.5', '0.25'] as const;

export const PreviewQuery = Type.Object({ shipper: Id });

export const ClosingBody = Type.Object({
  shipper: Id,
  closing_date: DateText,
  counted: Money,
  fees_kept: Type.Boolean({ default: true }),
  received: Type.Array(Id, { maxItems: 5000, uniqueItems: true, default: [] }),
  denominations: Type.Optional(
    Type.Record(Type.Union(DENOMINATIONS.map((d) => Type.Literal(d))), Type.Integer({ minimum: 0, maximum: 100000 }), { additionalProperties: false }),
  ),
  note: Note,
  idempotency_key: Key,
});
export type ClosingBodyType = Static<typeof ClosingBody>;

export const ClosingListQuery = Type.Object({
  shipper: Type.Optional(Type.Union([Id, Type.Literal('')])),
  from_date: OptionalDate,
  to_date: OptionalDate,
  status: Type.Optional(Type.Union([...CLOSING_STATUSES.map((s) => Type.Literal(s)), Type.Literal('')])),
  ...Paging,
});
export type ClosingListQueryType = Static<typeof ClosingListQuery>;

export const DetailsParams = Type.Object({ shipper: Id, closing_date: DateText, rc: Id });
export const IdParams = Type.Object({ id: Id });
export const DecisionBody = Type.Object({ note: Note });

export const MoneyRequestBody = Type.Object({
  kind: Type.Union(MONEY_REQUEST_KINDS.map((k) => Type.Literal(k))),
  order_id: Type.Optional(Id),
  shipper_id: Type.Optional(Id),
  closing_id: Type.Optional(Id),
  amount: Type.Optional(Money),
  reason: Type.String({ maxLength: 1000 }),
  idempotency_key: Key,
});
export type MoneyRequestBodyType = Static<typeof MoneyRequestBody>;

export const MoneyRequestListQuery = Type.Object({
  status: Type.Optional(Type.Union([...MONEY_REQUEST_STATUSES.map((s) => Type.Literal(s)), Type.Literal('')])),
  kind: Type.Optional(Type.Union([...MONEY_REQUEST_KINDS.map((k) => Type.Literal(k)), Type.Literal('')])),
  ...Paging,
});

/** An amount in LE as piastres, no more than its kind's ceiling (domain/ledger/limits.ts), or a 400 beside its field. */
export function piastresOf(value: string | undefined, field: string, limit: MoneyLimit, key: MessageKey = 'ledger.amount_invalid'): bigint {
  if (value === undefined || !isMoney(value.trim())) throw badRequest({ [field]: key });
  const piastres = toPiastres(value);
  if (!withinLimit(piastres, limit)) throw badRequest({ [field]: LIMIT_MESSAGES[limit] });
  return piastres;
}

/** A day that is a real date, not after today (Cairo). */
export function pastOrToday(day: string, field: string): string {
  const error = filterDateError(day) ?? (day > cairoToday() ? 'validation.date_future' : undefined);
  if (error) throw badRequest({ [field]: error });
  return day;
}
