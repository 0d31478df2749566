import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { legsOf } from '../../../domain/ledger/events';
import { ledgerKey } from '../../../domain/ledger/keys';
import { CAPITAL_ACCOUNTS, TRANSFER_KINDS, transferEvent } from '../../../domain/ledger/transfers';
import { fromPiastres } from '../../../domain/orders/money';
import { screenUrl } from '../../../domain/screens';
import type { Db } from '../../db/client';
import { withRetry } from '../../db/retry';
import { rowsOf } from '../../db/rows';
import { postTransactions } from '../../ledger/post';
import { audit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { IdParams, piastresOf } from '../../closings/schemas';
import { TransferPage, TransferRecord } from '../../../domain/api/money';
import { ONE_ROW, Paging, pageAnswer, windowOf, type PageQuery, type PageWindow } from '../../lib/rest/paging';

const TransferBody = Type.Object({
  kind: Type.Union(TRANSFER_KINDS.map((k) => Type.Literal(k))),
  account: Type.Optional(Type.Union(CAPITAL_ACCOUNTS.map((a) => Type.Literal(a)))),
  amount: Type.String({ maxLength: 16 }),
  note: Type.String({ maxLength: 1000, default: '' }),
  idempotency_key: Type.String({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }),
});
type TransferBody = Static<typeof TransferBody>;

/**
 * One move as the screen lists it: the ledger transaction is the record (its key, kind and entries), so nothing
 * is kept beside the ledger. The amount is what went into the bank (a deposit) or into the company (the owners').
 */
const transferRows = (db: Db, where: ReturnType<typeof sql>, window: PageWindow = ONE_ROW) =>
  db.execute(sql`select t.id, t.kind, t.note, t.posted_at, u.username as user_name,
      coalesce(sum(e.amount) filter (where a.kind = 'bank'), 0)::text as bank,
      coalesce(sum(e.amount) filter (where a.kind = 'office_cash'), 0)::text as office_cash,
      coalesce(sum(e.amount) filter (where a.kind = 'capital'), 0)::text as capital
    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id join ledger_accounts a on a.id = e.account_id
    left join users u on u.id = t.user_id
    where t.kind in ('deposit', 'capital') and ${where}
    group by t.id, u.username order by t.id desc limit ${window.size} offset ${window.offset}`);

const present = (row: Record<string, unknown>) => {
  const bank = BigInt(String(row.bank));
  const office = BigInt(String(row.office_cash));
  const capital = -BigInt(String(row.capital));
  const kind = row.kind === 'deposit' ? (bank >= 0n ? 'deposit' : 'withdrawal') : capital >= 0n ? 'capital_in' : 'capital_out';
  const amount = row.kind === 'deposit' ? bank : capital;
  return {
    id: Number(row.id),
    kind,
    account: row.kind === 'deposit' ? null : bank !== 0n ? 'bank' : 'office_cash',
    amount: fromPiastres(amount < 0n ? -amount : amount),
    office_cash: fromPiastres(office),
    bank: fromPiastres(bank),
    note: String(row.note ?? ''),
    user_name: row.user_name == null ? null : String(row.user_name),
    posted_at: new Date(String(row.posted_at)).toISOString(),
  };
};

/**
 * The deposit and withdrawal screen (cashtransfers): cash between the office box and the bank, and the owners'
 * money in or out. Each move is one ledger transaction carrying the request's idempotency key (a repeated request
 * answers the move it made) and is refused whole when the box or the bank lacks the cash. Audited.
 */
export default async function transferRoutes(app: FastifyInstance): Promise<void> {
  const url = screenUrl('cashtransfers');
  const byId = async (id: number) => {
    const [row] = rowsOf(await transferRows(app.db, sql`t.id = ${id}`));
    if (!row) throw notFound();
    return present(row);
  };

  app.get<{ Querystring: PageQuery }>(
    '/cashtransfers/',
    { schema: { querystring: Type.Object(Paging), response: { 200: TransferPage } }, config: { access: { url } } },
    async (request) => {
      const window = windowOf(request.query, 25);
      const rows = rowsOf(await transferRows(app.db, sql`true`, window));
      const [total] = rowsOf(await app.db.execute(sql`select count(*)::int as n from ledger_transactions where kind in ('deposit', 'capital')`));
      const held = rowsOf(
        await app.db.execute(sql`select kind, balance::text as balance from ledger_accounts where kind in ('office_cash', 'bank') and owner_id = 0`),
      );
      const balanceOf = (kind: string) => fromPiastres(BigInt(String(held.find((row) => row.kind === kind)?.balance ?? 0)));
      const balances = { office_cash: balanceOf('office_cash'), bank: balanceOf('bank') };
      return pageAnswer(request.url, window, { count: Number(total?.n ?? 0), results: rows.map(present), balances });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/cashtransfers/:id',
    { schema: { params: IdParams, response: { 200: TransferRecord } }, config: { access: { url } } },
    (request) => byId(request.params.id),
  );

  app.post<{ Body: TransferBody }>(
    '/cashtransfers',
    { schema: { body: TransferBody, response: { 201: TransferRecord } }, config: { access: { url: `${url}/new` } } },
    async (request, reply) => {
      const body = request.body;
      const user = userOf(request);
      const amount = piastresOf(body.amount, 'amount', 'transfer');
      if (amount <= 0n) throw badRequest({ amount: 'ledger.amount_invalid' });
      const capital = body.kind === 'capital_in' || body.kind === 'capital_out';
      if (capital && !body.account) throw badRequest({ account: 'validation.required' });
      const { event, sign } = transferEvent(body.kind, body.account ?? 'office_cash');
      const key = ledgerKey.transfer(body.idempotency_key);
      const id = await withRetry(() =>
        app.db.transaction(async (tx) => {
          const [done] = rowsOf(await tx.execute(sql`select id from ledger_transactions where idempotency_key = ${key}`));
          if (done) return Number(done.id);
          const [posted] = await postTransactions(tx, [
            {
              header: { kind: event === 'deposit' ? 'deposit' : 'capital', key, user_id: user.id, note: body.note.trim() },
              postings: legsOf(event, { amount: sign * amount }, { shipper: 0, customer: 0, order_id: null }),
            },
          ]);
          await audit(tx, {
            userId: user.id,
            action: 'create',
            entity: 'cash_transfer',
            entityId: posted!.id,
            after: { ...body, amount: fromPiastres(amount) },
          });
          return posted!.id;
        }),
      );
      return reply.code(201).send(await byId(id));
    },
  );
}
