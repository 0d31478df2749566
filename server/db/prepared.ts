import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { runNamedOnPglite } from './pglite-prepared';
import { renderSql, type RenderedSql } from './render';
import { rowsOf } from './rows';

/**
 * The busiest statements (the order list, a stock move) as named prepared statements. PostgreSQL then parses and plans a statement
 * once per connection, and after five runs keeps a generic plan where it costs no more than planning each run:
 * planning the list's statement took longer than running it, and made each backend take and give back memory
 * (a hundred page faults a request). The name is a hash of the text, so one text is one statement on every
 * connection; the values still travel as parameters.
 *
 * A filter's shape (which fields are set, how many customers a caller sees) makes a text of its own, so at most
 * NAMED_LIMIT texts are named in a process and any others run unnamed, keeping what each connection holds bounded.
 */
export const NAMED_LIMIT = 256;

/** The names given, by text: the same on every database and transaction of the process. */
const named = new Map<string, string>();

/** The PGlite database behind each Drizzle database opened on one (a transaction is not among them). */
const pglites = new WeakMap<Db, PGlite>();
/** The PGlite database behind each of its open transactions' query objects (what Drizzle's transaction queries through). */
const transactionsOf = new WeakMap<object, PGlite>();

/**
 * Lets the statements run on `db`, and in its transactions, be prepared on its PGlite database
 * (db/pglite-prepared.ts): each transaction's query object is remembered as it begins.
 */
export function preparesOnPglite(db: Db, client: PGlite): void {
  pglites.set(db, client);
  const begin = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    begin((tx) => {
      transactionsOf.set(tx, client);
      return callback(tx);
    });
}

/** The PGlite database whose transaction `db` is, if it is one. */
function pgliteOfTransaction(db: Db): PGlite | undefined {
  const client: unknown = Reflect.get(db._.session, 'client');
  return typeof client === 'object' && client !== null ? transactionsOf.get(client) : undefined;
}

/** The statement's name, or undefined once NAMED_LIMIT other texts have one. */
function statementName(text: string): string | undefined {
  const known = named.get(text);
  if (known || named.size >= NAMED_LIMIT) return known;
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
  named.set(text, name);
  return name;
}

/**
 * The rows of `statement` on `db` or in a transaction: run as a named prepared statement (see above) when `prepare`
 * says so, otherwise planned for its values. Prepare only a statement whose good plan does not depend on its
 * values: a generic plan cannot tell a range of one day from a range of a year.
 */
export async function executeStatement(db: Db, statement: RenderedSql, prepare: boolean): Promise<Record<string, unknown>[]> {
  const name = prepare ? statementName(statement.sql) : undefined;
  const pglite = pglites.get(db);
  if (name && pglite) return runNamedOnPglite(pglite, name, statement);
  const transaction = name ? pgliteOfTransaction(db) : undefined;
  if (name && transaction) return runNamedOnPglite(transaction, name, statement, true);
  // node-postgres prepares a named statement on each connection the first time it runs it there.
  const query = db._.session.prepareQuery(statement, undefined, name, false);
  return rowsOf(await query.execute());
}

/**
 * The rows of a statement whose plan does not depend on its values (a key's lookup, an insert, an update by id) run
 * prepared: the small statements of a write, each planned anew, cost a desk action as much as its work.
 */
export const runPrepared = (db: Db, statement: SQL): Promise<Record<string, unknown>[]> => executeStatement(db, renderSql(statement), true);

/**
 * The values of a rendered statement's parameters: a placeholder's value by its name, through its column's encoder
 * when it has one, as Drizzle's own fillPlaceholders does, but a missing value (null) stays NULL, as Drizzle renders
 * a null it is given (its encoder would make a JSON column's null the JSON value null).
 */
function filled(params: readonly unknown[], values: Readonly<Record<string, unknown>>): unknown[] {
  return params.map((param) => {
    if (is(param, Placeholder)) return values[param.name];
    if (!is(param, Param) || !is(param.value, Placeholder)) return param;
    const value = values[param.value.name];
    return value == null ? null : param.encoder.mapToDriverValue(value);
  });
}

/** How a prepared statement is written: with a placeholder for each named value, and the query builders of a database. */
type StatementBuilder<Name extends string> = (value: (name: Name) => Placeholder<Name>, db: Db) => SQL;

/**
 * A statement of one fixed shape, rendered by Drizzle once (on its first run) and then run prepared with each call's
 * values: rendering it again each time cost a desk action as much as running its small statements. `build` writes
 * it with named placeholders (`value('name')`), which each run fills from its values, through the column's encoder
 * where Drizzle gave one (a JSON column's, in an insert's values). `build` is given the database of the first run,
 * for the query builders; the text does not depend on it.
 */
export function preparedStatement<Name extends string>(build: StatementBuilder<Name>) {
  let rendered: RenderedSql | undefined;
  return (db: Db, values: Readonly<Record<Name, unknown>>): Promise<Record<string, unknown>[]> => {
    rendered ??= renderSql(build((name) => sql.placeholder(name), db));
    return executeStatement(db, { sql: rendered.sql, params: filled(rendered.params, values) }, true);
  };
}

/**
 * A prepared statement (above) for each shape of a statement whose text depends on more than its values (the kinds
 * of place a stock move joins, the fields a change sets), made the first time its shape (named by `key`) is run.
 */
export function preparedShapes<Shape, Name extends string>(key: (shape: Shape) => string, build: (shape: Shape) => StatementBuilder<Name>) {
  const made = new Map<string, ReturnType<typeof preparedStatement<Name>>>();
  return (shape: Shape): ReturnType<typeof preparedStatement<Name>> => {
    let statement = made.get(key(shape));
    if (!statement) made.set(key(shape), (statement = preparedStatement(build(shape))));
    return statement;
  };
}
