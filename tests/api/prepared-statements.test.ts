import { sql, type Placeholder } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import { executeStatement, preparedShapes, preparedStatement } from '../../server/db/prepared';
import { auditLog } from '../../server/db/schema';
import { StatementText } from '../../server/db/render';
import { rowsOf } from '../../server/db/rows';
import { openApiTest } from '../helpers/api-test';
import { buildCustomer, buildOrder } from '../helpers/builders';
import { ordersApi, pageOf } from '../helpers/orders-api';

const { t, admin } = await openApiTest();
const api = ordersApi(t);

/**
 * `check` on one connection: PGlite has one; on PostgreSQL a transaction keeps the pool's connection, whose
 * prepared statements pg_prepared_statements shows.
 */
const onOneConnection = <T>(check: (db: Db) => Promise<T>): Promise<T> => (process.env.DATABASE_URL ? t.db.transaction((tx) => check(tx)) : check(t.db));

const preparedRuns = async (db: Db, text: string) =>
  rowsOf(await db.execute(sql`select name, generic_plans + custom_plans as runs from pg_prepared_statements where statement = ${text}`)).map((row) => ({
    name: String(row.name),
    runs: Number(row.runs),
  }));

describe('prepared statements', () => {
  it('parses a statement once under one name and runs it with each call’s values; an unprepared one is not kept', async () => {
    await onOneConnection(async (db) => {
      const statement = (n: number) => new StatementText().add('select ').param(n).add('::int + 40 as answer, ').param([1, 2]).add('::int[] as ids').build();
      const first = await executeStatement(db, statement(2), true);
      const second = await executeStatement(db, statement(5), true);
      expect(first).toEqual([{ answer: 42, ids: [1, 2] }]);
      expect(second).toEqual([{ answer: 45, ids: [1, 2] }]);
      const kept = await preparedRuns(db, statement(0).sql);
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ name: expect.stringMatching(/^q_[0-9a-f]{20}$/), runs: 2 });

      const once = new StatementText().add('select ').param(1).add('::int as unprepared').build();
      expect(await executeStatement(db, once, false)).toEqual([{ unprepared: 1 }]);
      expect(await preparedRuns(db, once.sql)).toEqual([]);
    });
  });

  it('refuses bad SQL with the database’s error and keeps serving the statements after it', async () => {
    const broken = new StatementText().add('select no_such_column from orders where id = ').param(1).build();
    await expect(executeStatement(t.db, broken, true)).rejects.toThrow(/no_such_column/);
    await expect(executeStatement(t.db, broken, true)).rejects.toThrow(/no_such_column/);
    const fine = new StatementText().add('select ').param('ok').add('::text as said').build();
    expect(await executeStatement(t.db, fine, true)).toEqual([{ said: 'ok' }]);
  });

  it('answers the order list the same on its first run and once its statement is kept', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const made = [await buildOrder(t.db, { customer_id: customer, status: 'Hold' }), await buildOrder(t.db, { customer_id: customer, status: 'Hold' })];
    const list = async () => pageOf(await api.admin(admin.token, { customer, status: 'Hold' }));
    const runs = [];
    for (let i = 0; i < 7; i += 1) runs.push(await list());
    for (const run of runs) {
      expect(run.count).toBe(2);
      expect(run.results.map((order) => order.id)).toEqual(made.map((order) => order.id).reverse());
      expect(run.results[0]).toMatchObject({ customer_name: expect.any(String), city_name: expect.any(String), Order_Delivery_Status: 'Hold' });
    }
  });

  it('runs named inside a transaction too: it sees the transaction’s own rows, and what it writes goes back with it', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const count = new StatementText().add('select count(*)::int as in_transaction from orders where customer_id = ').param(customer).build();
    const rename = new StatementText()
      .add('update customers set name = ')
      .param('Renamed and taken back')
      .add(' where id = ')
      .param(customer)
      .add(' returning name')
      .build();
    const seen: unknown[] = [];
    const outcome = await t.db
      .transaction(async (tx) => {
        await buildOrder(tx, { customer_id: customer });
        seen.push(await executeStatement(tx, count, true), await preparedRuns(tx, count.sql), await executeStatement(tx, rename, true));
        throw new Error('taken back');
      })
      .catch((error: unknown) => error);
    expect(outcome).toEqual(new Error('taken back'));
    expect(seen).toEqual([[{ in_transaction: 1 }], [{ name: expect.stringMatching(/^q_/), runs: 1 }], [{ name: 'Renamed and taken back' }]]);
    expect(await executeStatement(t.db, count, true)).toEqual([{ in_transaction: 0 }]);
    const [kept] = rowsOf(await t.db.execute(sql`select name from customers where id = ${customer}`));
    expect(kept?.name).not.toBe('Renamed and taken back');
  });

  it('never reads inside another caller’s open transaction: a row it wrote and took back is never seen', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const count = new StatementText().add('select count(*)::int as orders from orders where customer_id = ').param(customer).build();
    let read: Promise<Record<string, unknown>[]> | undefined;
    await t.db
      .transaction(async (tx) => {
        await buildOrder(tx, { customer_id: customer });
        // The read is asked for while the order is written and not committed; the writer's next statement runs after
        // it on PGlite's one connection, unless the read waits for the transaction; then the writer takes it back.
        read = executeStatement(t.db, count, true);
        await tx.execute(sql`select 1`);
        throw new Error('taken back');
      })
      .catch(() => undefined);
    expect(await read).toEqual([{ orders: 0 }]);
  });

  it('renders a statement of one shape once and fills each run’s values through the column’s encoder, a missing one staying NULL', async () => {
    const { id: customer } = await buildCustomer(t.db);
    const note = preparedStatement<'entity' | 'after'>((value, db) =>
      db
        .insert(auditLog)
        .values({ user_id: null, action: 'prepared.test', entity: value('entity'), entity_id: String(customer), after: value('after') })
        .returning({ after: auditLog.after, is_null: sql<boolean>`${auditLog.after} is null`.as('is_null') })
        .getSQL(),
    );
    const runs = [await note(t.db, { entity: 'first', after: { piastres: '250' } }), await note(t.db, { entity: 'second', after: null })];
    expect(runs).toEqual([[{ after: { piastres: '250' }, is_null: false }], [{ after: null, is_null: true }]]);
    const shapes = preparedShapes(
      (column: 'name' | 'phone') => column,
      (column) => (value: (name: 'id') => Placeholder) => sql`select ${sql.raw(column)} as said from customers where id = ${value('id')}::int`,
    );
    expect(shapes('name')).toBe(shapes('name'));
    expect(shapes('name')).not.toBe(shapes('phone'));
    const [named] = await shapes('name')(t.db, { id: customer });
    const [stored] = rowsOf(await t.db.execute(sql`select name from customers where id = ${customer}`));
    expect(named?.said).toBe(stored?.name);
  });
});
