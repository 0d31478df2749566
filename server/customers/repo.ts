import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { customers, orders, users } from '../db/schema';
import { badRequest } from '../lib/errors';
import { containsPattern, type ParsedList } from '../lib/rest/list-query';
import { withinVisibility, type CustomerRow, type CustomerScope } from './scope';
import { customersWith } from '../orders/scope';
import { MONEY_PERMISSION } from '../settlements/access';

const SORTABLE: Record<string, AnyPgColumn> = {
  id: customers.id,
  name: customers.name,
  company_name: customers.company_name,
  city_id: customers.city_id,
  category_id: customers.category_id,
  autoCollect: customers.autoCollect,
  autoPickup: customers.autoPickup,
  HasReturnPrice: customers.HasReturnPrice,
  is_active: customers.is_active,
  created_at: customers.created_at,
};

/** Equality filters: the spec's names (`customer_id`, `CustomerCategory`) and the record's own. */
const ID_FILTERS: Record<string, AnyPgColumn> = {
  customer_id: customers.id,
  CustomerCategory: customers.category_id,
  category_id: customers.category_id,
  city_id: customers.city_id,
  zone_id: customers.zone_id,
};
const FLAG_FILTERS: Record<string, AnyPgColumn> = {
  autoCollect: customers.autoCollect,
  autoPickup: customers.autoPickup,
  HasReturnPrice: customers.HasReturnPrice,
  is_active: customers.is_active,
};

function idValue(key: string, value: unknown): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 2147483647) throw badRequest({ [key]: 'validation.invalid' });
  return number;
}

function flagValue(key: string, value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw badRequest({ [key]: 'validation.invalid' });
}

/** Phone numbers are searched only among the customers whose phone the caller may see. */
function searchOf(scope: CustomerScope, q: string): SQL | undefined {
  const pattern = containsPattern(q);
  const phoneMatch = or(ilike(customers.phone, pattern), ilike(customers.phone2, pattern));
  return or(ilike(customers.name, pattern), ilike(customers.company_name, pattern), and(withinVisibility(scope.phones), phoneMatch));
}

function whereOf(scope: CustomerScope, filter: Record<string, unknown>): SQL | undefined {
  const parts: (SQL | undefined)[] = [withinVisibility(scope.visibility)];
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) parts.push(searchOf(scope, q));
  if (Array.isArray(filter.id))
    parts.push(
      filter.id.length
        ? inArray(
            customers.id,
            filter.id.map((v) => idValue('id', v)),
          )
        : sql`false`,
    );
  else if (filter.id !== undefined && filter.id !== '') parts.push(eq(customers.id, idValue('id', filter.id)));
  for (const [key, column] of Object.entries(ID_FILTERS)) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') parts.push(eq(column, idValue(key, value)));
  }
  for (const [key, column] of Object.entries(FLAG_FILTERS)) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') parts.push(eq(column, flagValue(key, value)));
  }
  // Only the merchants whose money (revenue, wallet) the caller may see: the revenue reports' merchant picker.
  if (filter[MONEY_PERMISSION] !== undefined && flagValue(MONEY_PERMISSION, filter[MONEY_PERMISSION]))
    parts.push(customersWith(scope, MONEY_PERMISSION, customers.id));
  return and(...parts);
}

/** A customer as stored, and whether other records still refer to it (domain InUse: it is then deactivated, never deleted). */
export type StoredCustomer = CustomerRow & { in_use: boolean };

/**
 * Orders or merchant logins refer to the customer (both indexed or small: one probe each). The outer customer's id
 * is named with its table: a single-table select renders its columns bare, which the subqueries would read as their own.
 */
const outerId = sql`${customers}.${sql.identifier('id')}`;
const IN_USE = sql<boolean>`(exists (select 1 from ${orders} where ${orders.customer_id} = ${outerId}) or exists (select 1 from ${users} where ${users.customer_id} = ${outerId}))`;
const storedColumns = { ...getTableColumns(customers), in_use: IN_USE };

export async function listCustomers(db: Db, scope: CustomerScope, list: ParsedList): Promise<{ rows: StoredCustomer[]; total: number }> {
  const where = whereOf(scope, list.filter);
  const column = SORTABLE[list.sortField] ?? customers.id;
  const [rows, [total]] = await Promise.all([
    db
      .select(storedColumns)
      .from(customers)
      .where(where)
      .orderBy(list.sortOrder === 'DESC' ? desc(column) : asc(column), asc(customers.id))
      .limit(list.limit)
      .offset(list.offset),
    db.select({ total: count() }).from(customers).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One customer, whoever may see it; `lock` holds the row until the transaction ends. */
export async function findCustomer(db: Db, id: number, lock = false): Promise<StoredCustomer | null> {
  const query = db.select(storedColumns).from(customers).where(eq(customers.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Customers (other than `exceptId`) that use `phone` as their first or second number. */
export async function customersWithPhone(db: Db, phone: string, exceptId?: number): Promise<CustomerRow[]> {
  const match = or(eq(customers.phone, phone), eq(customers.phone2, phone));
  return db
    .select()
    .from(customers)
    .where(exceptId ? and(match, ne(customers.id, exceptId)) : match)
    .orderBy(asc(customers.id));
}
