/**
 * What each report on the kit needs to show rows with its default parameters: the records a generated test
 * (tests/api/reports-kit.test.ts) builds before it reads, and the merchants those rows belong to (a limited staff
 * member is given these, to check scope and masking). A new report adds its fixture here.
 */
import type { ScreenName } from '../../domain/screens';
import { cairoDaysAgo } from '../../domain/time';
import type { Db } from '../../server/db/client';
import { buildCustomer, buildCustomerCategory, buildOrder } from './builders';

export interface ReportFixture {
  /** Merchants whose rows the report shows with its default parameters. */
  customers: number[];
}

export const REPORT_FIXTURES: Partial<Record<ScreenName, (db: Db) => Promise<ReportFixture>>> = {
  UnactiveCustomersReport: async (db) => {
    const category = await buildCustomerCategory(db);
    const quiet = await buildCustomer(db, { category_id: category.id, company_name: 'Quiet, Ltd' });
    const other = await buildCustomer(db);
    await buildOrder(db, { customer_id: quiet.id, order_date: cairoDaysAgo(45) });
    await buildOrder(db, { customer_id: other.id, order_date: cairoDaysAgo(60), total_amount: '99.50' });
    return { customers: [quiet.id, other.id] };
  },
};
