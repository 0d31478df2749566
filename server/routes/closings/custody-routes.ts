import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromPiastres } from '../../../domain/orders/money';
import { screenUrl } from '../../../domain/screens';
import { TIME_ZONE } from '../../../domain/time';
import { rowsOf } from '../../db/rows';
import { shippers } from '../../db/schema';
import { userOf } from '../../lib/request-user';
import { canSeeCustomer, orderScope } from '../orders/scope';
import { loadShipperScope, visibleCondition } from '../shippers/scope';
import { TO_BRING_BACK } from '../../../domain/dispatch/rules';
import { CustodyQuery, Id, pastOrToday } from './schemas';
import { Type } from '@sinclair/typebox';

const held = sql.raw(TO_BRING_BACK.map((s) => `'${s}'`).join(', '));
const le = (value: unknown) => fromPiastres(BigInt(String(value ?? 0)));

/**
 * What each shipper holds (spec: ShipperCustodyReport): cash collected and not closed, fees owed to him, his debt
 * and the parcels with him; now from the kept balances (one row per account, no sum over orders), or as of the
 * end of a past day from the entries posted until then (parcels are counted only for now: where a parcel was on a
 * past evening is not kept). And the parcels that should have come back at a closing and did not
 * (MissedReturnShipper).
 */
export default async function custodyRoutes(app: FastifyInstance): Promise<void> {
  const visibleShippers = async (request: FastifyRequest) => visibleCondition((await loadShipperScope(app.db, userOf(request))).visibility);

  app.get<{ Querystring: { as_of?: string } }>(
    '/ShipperCustodyReport/',
    { schema: { querystring: CustodyQuery }, config: { access: { url: screenUrl('ShipperCustodyReport') } } },
    async (request) => {
      const asOf = request.query.as_of ? pastOrToday(request.query.as_of, 'as_of') : undefined;
      const seen = await visibleShippers(request);
      const balance = (kind: string) =>
        asOf
          ? sql`(select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_accounts a on a.id = e.account_id
              where a.kind = ${kind} and a.owner_id = shippers.id and e.posted_at < ((${asOf}::date + 1)::timestamp at time zone ${TIME_ZONE}))`
          : sql`coalesce((select balance from ledger_accounts where kind = ${kind} and owner_id = shippers.id), 0)`;
      const rows = rowsOf(
        await app.db.execute(sql`select shippers.id, shippers.name,
            ${balance('shipper_cash')} as cash, -${balance('shipper_payable')} as fees_owed, ${balance('shipper_debt')} as debt,
            ${asOf ? sql`null` : sql`(select count(*) from orders o where o.shipper_id = shippers.id and o.status in (${held}))`} as parcels
          from ${shippers} where shippers.is_active ${seen ? sql`and ${seen}` : sql``} order by shippers.name`),
      );
      const results = rows.map((r) => ({
        shipper_id: Number(r.id),
        shipper_name: String(r.name),
        cash: le(r.cash),
        fees_owed: le(r.fees_owed),
        debt: le(r.debt),
        parcels: r.parcels == null ? null : Number(r.parcels),
      }));
      const sum = (key: 'cash' | 'fees_owed' | 'debt') => le(rows.reduce((total, r) => total + BigInt(String(r[key] ?? 0)), 0n));
      return {
        as_of: asOf ?? null,
        results,
        totals: { cash: sum('cash'), fees_owed: sum('fees_owed'), debt: sum('debt'), parcels: asOf ? null : results.reduce((n, r) => n + (r.parcels ?? 0), 0) },
      };
    },
  );

  app.get<{ Querystring: { shipper?: number } }>(
    '/MissedReturnShipper/',
    { schema: { querystring: Type.Object({ shipper: Type.Optional(Id) }) }, config: { access: { url: screenUrl('MissedReturnShipper') } } },
    async (request) => {
      const seen = await visibleShippers(request);
      const scope = await orderScope(app.db, userOf(request));
      const rows = rowsOf(
        await app.db.execute(sql`select o.id as order_id, o.serial, o.status, o.customer_id, cu.company_name as customer_name, c.rc, c.closing_date,
            shippers.id as shipper_id, shippers.name as shipper_name
          from closing_orders co
          join shipper_closings c on c.id = co.closing_id
          join orders o on o.id = co.order_id and o.shipper_id = c.shipper_id and o.status in (${held})
          join customers cu on cu.id = o.customer_id
          join ${shippers} on shippers.id = c.shipper_id
          where co.role = 'return' and not co.received and co.resolved_at is null
            ${seen ? sql`and ${seen}` : sql``} ${request.query.shipper ? sql`and c.shipper_id = ${request.query.shipper}` : sql``}
          order by c.closing_date desc, o.id`),
      );
      return {
        results: rows.map((r) => ({
          ...r,
          order_id: Number(r.order_id),
          shipper_id: Number(r.shipper_id),
          rc: Number(r.rc),
          customer_name: canSeeCustomer(scope, Number(r.customer_id)) ? r.customer_name : '',
        })),
      };
    },
  );
}
