import { parse, protocol, types, type PGlite } from '@electric-sql/pglite';
import type { RenderedSql } from './render';

/**
 * Named prepared statements on PGlite, which has no call for them: its query() parses and plans every statement
 * again. The statement is parsed once under its name through PGlite's wire protocol, then each run binds its
 * values to that name, as node-postgres does on PostgreSQL (db/prepared.ts), under PGlite's lock, so no other query
 * or transaction comes between the messages.
 */
const { serialize } = protocol;

/** The values Drizzle's PGlite driver leaves as the database's text (dates and times): the rows decode alike. */
const AS_TEXT = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const textParsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));

/**
 * Each database's parsers with AS_TEXT's, made once: PGlite's own result parser copies the parsers it is given with
 * each query's, and copying its three hundred of them took longer than a simple statement.
 */
const parsersOf = new WeakMap<PGlite, PGlite['parsers']>();

function rowParsers(client: PGlite): PGlite['parsers'] {
  let parsers = parsersOf.get(client);
  if (!parsers) parsersOf.set(client, (parsers = { ...client.parsers, ...textParsers }));
  return parsers;
}

/** Each database's named statements: their parameters' types, to send the values as PGlite's query() would. */
const preparedOn = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * Sends protocol messages to `client` in one call and answers what came back: PGlite's backend reads every message
 * of the buffer in turn, and the last being a sync, an error in one ends the statement as PostgreSQL's would (the
 * messages after it are skipped up to the sync) before the call throws it. One call for a statement's four messages
 * instead of one each.
 */
async function send(client: PGlite, ...messages: Uint8Array[]) {
  const buffer = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  messages.reduce((offset, message) => (buffer.set(message, offset), offset + message.length), 0);
  return (await client.execProtocol(buffer, { syncToFs: false })).messages;
}

async function prepareOnce(client: PGlite, name: string, text: string): Promise<number[]> {
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Map()));
  const known = prepared.get(name);
  if (known) return known;
  const messages = await send(client, serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
  const description = messages.find((message) => message.name === 'parameterDescription');
  const typeIds = description && 'dataTypeIDs' in description ? (description.dataTypeIDs as number[]) : [];
  prepared.set(name, typeIds);
  return typeIds;
}

/**
 * The rows of `statement` run as the named statement `name` on `client`. Outside a transaction it runs between
 * transactions, as PGlite's query() does: its one connection is every caller's, and a statement sent while another
 * caller's transaction is open would read that transaction's rows before they are committed (or taken back). Inside
 * the caller's own transaction (`inTransaction`), which already holds the connection, it runs as that transaction's
 * query() does, under the query lock alone.
 */
export function runNamedOnPglite(client: PGlite, name: string, statement: RenderedSql, inTransaction = false): Promise<Record<string, unknown>[]> {
  const run = () =>
    client.runExclusive(async () => {
      const typeIds = await prepareOnce(client, name, statement.sql);
      const values = statement.params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[typeIds[i] ?? types.TEXT];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await send(
        client,
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
      const [result] = parse.parseResults(messages, rowParsers(client), { rowMode: 'object' });
      return (result?.rows ?? []) as Record<string, unknown>[];
    });
  return inTransaction ? run() : client._runExclusiveTransaction(run);
}
