import { Type, type Static } from '@sinclair/typebox';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { filterDateError } from '../../../domain/dates';
import { customerRequests, customers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mediaUrl } from '../../lib/media';
import { COLLECT_TOTALS } from '../../requests/collect-fields';
import { CollectGallery } from '../../../domain/api/collect';

const Key = Type.String({ minLength: 1, maxLength: 200 });
const GalleryParams = Type.Object({ customer: Key, company_name: Key, collect_date: Key });
const GalleryQuery = Type.Object({ key: Type.Optional(Type.String({ maxLength: 200 })) });
type GalleryRoute = { Params: Static<typeof GalleryParams>; Querystring: Static<typeof GalleryQuery> };

/**
 * The public page of the receipts a merchant signed on one day (spec section 2:
 * CollectGallery/{customer}/{company_name}/{collect_date}), the link the merchant and the office are shown once a
 * collect request is handed over. No login: the customer's id, its company name (or its name when it has none,
 * case and outer spaces ignored) and the day must match requests handed over that day, and `key` must be the
 * gallery key of one of them, made at random at its hand-over. Anything else answers 404, exactly as an unknown
 * customer. The answer holds only what the page shows: the company name as the link gives it, and per request its
 * number, how many orders it paid, the net paid, when, and the receipt's address; nothing of other merchants.
 */
export default async function collectGalleryRoutes(app: FastifyInstance): Promise<void> {
  app.get<GalleryRoute>(
    '/CollectGallery/:customer/:company_name/:collect_date',
    { schema: { params: GalleryParams, querystring: GalleryQuery, response: { 200: CollectGallery } }, config: { access: { public: true } } },
    async (request, reply) => {
      const { customer, company_name, collect_date } = request.params;
      const key = request.query.key ?? '';
      if (!/^[1-9]\d{0,8}$/.test(customer) || !collect_date || filterDateError(collect_date) || !key) throw notFound();
      const companyName = sql`lower(trim(coalesce(nullif(${customers.company_name}, ''), ${customers.name})))`;
      const rows = await app.db
        .select({
          id: customerRequests.id,
          gallery_key: customerRequests.gallery_key,
          handed_over_at: customerRequests.handed_over_at,
          receipt_media_id: customerRequests.receipt_media_id,
          totals: COLLECT_TOTALS,
        })
        .from(customerRequests)
        .innerJoin(customers, eq(customers.id, customerRequests.customer_id))
        .where(
          and(
            eq(customerRequests.customer_id, Number(customer)),
            eq(customerRequests.kind, 'collect'),
            eq(customerRequests.status, 'done'),
            isNotNull(customerRequests.handed_over_at),
            eq(customerRequests.collect_date, collect_date),
            sql`${companyName} = ${company_name.trim().toLowerCase()}`,
          ),
        )
        .orderBy(asc(customerRequests.handed_over_at), asc(customerRequests.id));
      if (!rows.some((row) => row.gallery_key === key)) throw notFound();
      return reply.header('cache-control', 'no-store').send({
        company_name: company_name.trim(),
        collect_date,
        requests: rows.map((row) => ({
          id: row.id,
          orders: row.totals?.orders ?? 0,
          net: row.totals?.net ?? '0.00',
          handed_over_at: row.handed_over_at,
          receipt_url: row.receipt_media_id ? mediaUrl(row.receipt_media_id) : null,
        })),
      });
    },
  );
}
