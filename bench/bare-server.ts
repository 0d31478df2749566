/**
 * The bare loop the order list is compared with: Fastify and a pg pool answering the same POST with no login,
 * session, permission, schema or masking: the ceiling of a Fastify + PostgreSQL server on this machine. Part of
 * the measurement, not of the product. Two shapes of answer:
 * - `capped` (the throughput and mixed steps): the list's own SQL (conditions, select list with the names,
 *   order, count capped at COUNT_CAP) built by the app's functions for a caller who sees everything;
 * - `plain` (the side-by-side step): what a plain server would send for the same question: `select *` of the
 *   page and an exact `count(*)`, two statements, for the rows the given caller sees.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { fieldPermissionsOf } from '../domain/permissions';
import { CONNECTION_OPTIONS } from '../server/db/client';
import { renderSql, type RenderedSql } from '../server/db/render';
import { orders } from '../server/db/schema';
import { orderConditions } from '../server/orders/filters';
import { COUNT_CAP, defaultOrdering, orderBy } from '../server/orders/list';
import { selectOrders } from '../server/orders/record';
import type { AdminListBody } from '../server/orders/schemas';
import type { OrderScope } from '../server/orders/scope';
import { LIST_URL } from './list-latency';

/** A caller who sees every order and field (the bare loop checks nothing). */
const everything: OrderScope = {
  user: {
    id: 0,
    username: 'bare',
    email: null,
    first_name: '',
    last_name: '',
    is_staff: true,
    is_superuser: true,
    customer_id: null,
    permitted_url: [],
    session_id: '',
    auth_version: 0,
  },
  grants: { is_superuser: true, overrides: {}, customerRows: [], shipperRows: [] },
  visibility: { all: true },
  fields: fieldPermissionsOf({ is_superuser: true }, []),
  feesEditable: true,
  hiddenByCustomer: new Map(),
};

export interface BareServer {
  url: string;
  close: () => Promise<void>;
}

export interface BareOptions {
  shape?: 'capped' | 'plain';
  /** The caller whose rows are answered (default: every order). */
  scope?: OrderScope;
  poolSize?: number;
}

/** The two statements of a page: its rows and its count. */
function statements(shape: 'capped' | 'plain', where: SQL, ordering: SQL[], size: number, page: number): [RenderedSql, RenderedSql] {
  const tail = sql`order by ${sql.join(ordering, sql`, `)} limit ${size} offset ${(page - 1) * size}`;
  if (shape === 'plain')
    return [renderSql(sql`select * from ${orders} where ${where} ${tail}`), renderSql(sql`select count(*)::int as n from ${orders} where ${where}`)];
  return [
    renderSql(selectOrders(where, tail)),
    renderSql(sql`select count(*)::int as n from (select 1 from ${orders} where ${where} limit ${COUNT_CAP + 1}) matched`),
  ];
}

export async function startBareServer(databaseUrl: string, options: BareOptions = {}): Promise<BareServer> {
  const { shape = 'capped', scope = everything, poolSize = 20 } = options;
  // Connections are kept while the server runs (it idles while the app takes its turn), as the app's are.
  // The app's connection settings, so the two differ in what they do, not in how PostgreSQL plans for them.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, idleTimeoutMillis: 0, options: CONNECTION_OPTIONS });
  const app: FastifyInstance = Fastify({ logger: false });
  app.post<{ Body: AdminListBody; Querystring: { page?: string; page_size?: string } }>(LIST_URL, async (request) => {
    const page = Number(request.query.page ?? 1);
    const size = Number(request.query.page_size ?? 10);
    const filter = request.body?.Filterdata;
    const where = orderConditions(scope, filter) ?? sql`true`;
    const [pageSql, countSql] = statements(shape, where, orderBy(request.body?.ordering ?? defaultOrdering(filter)), size, page);
    const [rows, counted] = await Promise.all([pool.query(pageSql.sql, pageSql.params), pool.query<{ n: number }>(countSql.sql, countSql.params)]);
    const n = counted.rows[0]?.n ?? 0;
    if (shape === 'plain') return { count: n, results: rows.rows };
    return { count: Math.min(n, COUNT_CAP), count_capped: n > COUNT_CAP, results: rows.rows };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}
