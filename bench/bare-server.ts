/**
 * The bare loop the order list is compared with: Fastify and a pg pool answering the same POST with the same
 * SQL (the list's conditions, select list, order and capped count, built by the app's own functions for a
 * caller who sees everything), with no login, session, permission, schema or masking: the ceiling of a
 * Fastify + PostgreSQL server on this machine. Part of the measurement, not of the product.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { fieldPermissionsOf } from '../domain/permissions';
import { renderSql } from '../server/db/render';
import { orders } from '../server/db/schema';
import { orderConditions } from '../server/routes/orders/filters';
import { COUNT_CAP, defaultOrdering, orderBy } from '../server/routes/orders/list';
import { selectOrders } from '../server/routes/orders/record';
import type { AdminListBody } from '../server/routes/orders/schemas';
import type { OrderScope } from '../server/routes/orders/scope';
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

export async function startBareServer(databaseUrl: string, poolSize = 20): Promise<BareServer> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  const app: FastifyInstance = Fastify({ logger: false });
  app.post<{ Body: AdminListBody; Querystring: { page?: string; page_size?: string } }>(LIST_URL, async (request) => {
    const page = Number(request.query.page ?? 1);
    const size = Number(request.query.page_size ?? 10);
    const filter = request.body?.Filterdata;
    const where = orderConditions(everything, filter) ?? sql`true`;
    const ordering = orderBy(request.body?.ordering ?? defaultOrdering(filter));
    const pageSql = renderSql(selectOrders(where, sql`order by ${sql.join(ordering, sql`, `)} limit ${size} offset ${(page - 1) * size}`));
    const countSql = renderSql(sql`select count(*)::int as n from (select 1 from ${orders} where ${where} limit ${COUNT_CAP + 1}) matched`);
    const [rows, counted] = await Promise.all([pool.query(pageSql.sql, pageSql.params), pool.query<{ n: number }>(countSql.sql, countSql.params)]);
    const n = counted.rows[0]?.n ?? 0;
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
