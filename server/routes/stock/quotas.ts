import { Type } from '@sinclair/typebox';
import { eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isVisible } from '../../../domain/permissions';
import { screenUrl } from '../../../domain/screens';
import { quotaErrors, type QuotaValues } from '../../../domain/stock/quotas';
import type { FieldErrors } from '../../../domain/validation';
import type { Db } from '../../db/client';
import { customerCategories, materialQuotas, packagingMaterials } from '../../db/schema';
import { registerCrud } from '../../lib/rest/crud';
import { userOf } from '../../lib/request-user';
import { orderScope } from '../../orders/scope';
import { anyRow } from './in-use';

const table = materialQuotas;
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const OptionalId = Type.Union([Id, Type.Null()], { default: null });

const QuotaBody = Type.Object({
  customer_id: OptionalId,
  category_id: OptionalId,
  material_id: Id,
  monthly_quantity: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }),
});

/** The category and material named must exist (the merchant is checked against the caller's own, below). */
async function referencesExist(db: Db, values: QuotaValues): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (values.category_id && !(await anyRow(db, customerCategories, eq(customerCategories.id, values.category_id)))) errors.category_id = 'errors.not_found';
  if (!(await anyRow(db, packagingMaterials, eq(packagingMaterials.id, values.material_id)))) errors.material_id = 'errors.not_found';
  return errors;
}

/**
 * The merchants' free packaging a month (spec: Stock, CustomerMaterialLimitList) at `/api/CustomerMaterialLimitList`:
 * a category's default rows are the screen's holders' to read and change; a merchant's own rows only for the
 * merchants the caller may see (any other is missing, and naming one in a body is refused as if it did not exist).
 */
export function registerQuotas(app: FastifyInstance): void {
  registerCrud<QuotaValues>(app, {
    name: 'CustomerMaterialLimitList',
    table,
    screen: screenUrl('CustomerMaterialLimitList'),
    searchColumns: [],
    filterColumns: { customer_id: table.customer_id, category_id: table.category_id, material_id: table.material_id },
    sortColumns: {
      id: table.id,
      customer_id: table.customer_id,
      category_id: table.category_id,
      material_id: table.material_id,
      monthly_quantity: table.monthly_quantity,
    },
    body: QuotaBody,
    validate: quotaErrors,
    validateWith: referencesExist,
    scope: async (request) => {
      const { visibility } = await orderScope(app.db, userOf(request));
      const seen = (id: unknown) => id == null || isVisible(visibility, Number(id));
      return {
        where: visibility.all ? undefined : or(isNull(table.customer_id), visibility.ids.length ? inArray(table.customer_id, visibility.ids) : sql`false`),
        allows: (row) => seen(row.customer_id),
        references: (body): FieldErrors => (seen(body.customer_id) ? {} : { customer_id: 'errors.not_found' }),
      };
    },
  });
}
