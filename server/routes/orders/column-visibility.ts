import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_ORDER_COLUMNS, ORDER_COLUMNS, type OrderColumn } from '../../../domain/orders/record';
import type { Db } from '../../db/client';
import { orderColumnVisibility, users } from '../../db/schema';
import { ApiError, forbidden, notFound } from '../../lib/errors';
import { userOf } from '../../lib/request-user';
import { ColumnChoice } from '../../../domain/api/orders';

export type ColumnChoice = Record<OrderColumn, boolean>;

const isColumn = (name: string): name is OrderColumn => (ORDER_COLUMNS as readonly string[]).includes(name);

/** The default columns (DEFAULT_ORDER_COLUMNS), then the user's saved choice over them (a column added since takes its default). */
export function completeChoice(saved: unknown): ColumnChoice {
  const choice = Object.fromEntries(ORDER_COLUMNS.map((column) => [column, DEFAULT_ORDER_COLUMNS.has(column)])) as ColumnChoice;
  if (saved && typeof saved === 'object') {
    for (const [name, shown] of Object.entries(saved)) if (isColumn(name) && typeof shown === 'boolean') choice[name] = shown;
  }
  return choice;
}

async function savedChoice(db: Db, userId: number): Promise<ColumnChoice> {
  const [row] = await db.select({ columns: orderColumnVisibility.columns }).from(orderColumnVisibility).where(eq(orderColumnVisibility.user_id, userId));
  return completeChoice(row?.columns);
}

const GetQuery = Type.Object({ userid: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2147483647 }), Type.Literal('')])) });
const SaveBody = Type.Object({ columns: Type.Record(Type.String(), Type.Boolean()) });

/**
 * Which order-list columns a user shows, kept on the server per user (spec section 3 "Column visibility";
 * section 7 get_OrderColumnVisibility / saveOrderColumnVisibility). A user reads and saves their own choice; a
 * superuser may read anybody's; merchant logins keep theirs for their own list. Saving merges the given columns into the stored choice.
 */
export default async function columnVisibilityRoutes(app: FastifyInstance): Promise<void> {
  const access = { access: { user: true } } as const;

  app.get<{ Querystring: { userid?: number | '' } }>(
    '/orders/get_OrderColumnVisibility',
    { schema: { querystring: GetQuery, response: { 200: ColumnChoice } }, config: access },
    async (request) => {
      const caller = userOf(request);
      const asked = request.query.userid || caller.id;
      if (asked !== caller.id) {
        if (!caller.is_superuser) throw forbidden('permissions.superuser_only');
        const [known] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, asked));
        if (!known) throw notFound();
      }
      return { userid: asked, columns: await savedChoice(app.db, asked) };
    },
  );

  app.post<{ Body: { columns: Record<string, boolean> } }>(
    '/orders/saveOrderColumnVisibility',
    { schema: { body: SaveBody, response: { 200: ColumnChoice } }, config: access },
    async (request) => {
      const caller = userOf(request);
      const given = request.body.columns;
      const unknown = Object.keys(given).find((name) => !isColumn(name));
      if (unknown !== undefined) throw new ApiError(400, 'orders.unknown_column', { column: unknown.slice(0, 100) });
      const columns = { ...(await savedChoice(app.db, caller.id)), ...given };
      await app.db
        .insert(orderColumnVisibility)
        .values({ user_id: caller.id, columns })
        .onConflictDoUpdate({ target: orderColumnVisibility.user_id, set: { columns, updated_at: new Date() } });
      return { userid: caller.id, columns };
    },
  );
}
