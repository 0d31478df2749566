import { describe, expect, it } from 'vitest';
import { bulkActionOffered, ORDER_BULK_RULES, type BulkChooser, type BulkOrder, type OrderBulkAction } from '../../domain/orders/bulk-actions';
import type { CustomerPermissionRow, EntityGrants } from '../../domain/permissions';

const order = (values: Partial<BulkOrder> = {}): BulkOrder => ({
  customer: 7,
  shipper: 3,
  Order_Delivery_Status: 'Pending',
  status_code: null,
  shipper_cash_state: 'No Submit',
  customer_cash_state: 'No Submit',
  ...values,
});
const row = (grants: Partial<CustomerPermissionRow>): CustomerPermissionRow => ({ customer_id: 7, view: true, ...grants }) as CustomerPermissionRow;
const grants = (rows: CustomerPermissionRow[]): EntityGrants => ({ is_superuser: false, overrides: {}, customerRows: rows, shipperRows: [] });
const ALL_URLS = ['/dashboard/adminorders', '/dashboard/shipperclosing/new', '/dashboard/customer-closing/new'];

const superuser: BulkChooser = { user: { is_staff: true, is_superuser: true, permitted_url: [] }, grants: { ...grants([]), is_superuser: true }, specials: [] };
const limited: BulkChooser = {
  user: { is_staff: true, is_superuser: false, permitted_url: ['/dashboard/adminorders'] },
  grants: grants([row({})]),
  specials: [],
};
const clerk: BulkChooser = {
  user: { is_staff: true, is_superuser: false, permitted_url: ALL_URLS },
  grants: grants([row({ updateOrder: true, deleteOrder: true, collectclient: true, revnue: true })]),
  specials: ['bulk_status_update', 'delete_orders'],
};
const ACTIONS = Object.keys(ORDER_BULK_RULES) as OrderBulkAction[];
const offered = (who: BulkChooser, orders: BulkOrder[]) => ACTIONS.filter((action) => bulkActionOffered(action, who, orders));

describe('the bulk actions offered are those the server takes', () => {
  it('offers a superuser what each state allows, the cash only through its closing', () => {
    expect(offered(superuser, [order()])).toEqual(['status', 'assign', 'print', 'cancel', 'delete']);
    expect(offered(superuser, [order({ Order_Delivery_Status: 'Delivered' })])).toEqual(['status', 'cash_shipper', 'print', 'archive']);
    expect(offered(superuser, [order({ Order_Delivery_Status: 'Collected', shipper_cash_state: 'Full Submit' })])).toEqual([
      'status',
      'cash_customer',
      'print',
      'archive',
    ]);
    // Cash is for one courier or one merchant at a time; a settled order has nothing left to settle.
    expect(offered(superuser, [order({ Order_Delivery_Status: 'Delivered' }), order({ Order_Delivery_Status: 'Delivered', shipper: 4 })])).not.toContain(
      'cash_shipper',
    );
    expect(offered(superuser, [order({ Order_Delivery_Status: 'Collected', customer_cash_state: 'Full Submit' })])).not.toContain('cash_customer');
  });

  it('offers a staff member with the list only, no rows and no codes, no more than printing', () => {
    expect(offered(limited, [order()])).toEqual(['print']);
    expect(offered(limited, [order({ Order_Delivery_Status: 'Delivered' })])).toEqual(['print']);
  });

  it('offers a clerk with the rows, codes and closing screens what a superuser has, for his own customers only', () => {
    expect(offered(clerk, [order({ Order_Delivery_Status: 'Delivered' })])).toEqual(['status', 'cash_shipper', 'print', 'archive']);
    expect(offered(clerk, [order({ customer: 8 })])).toEqual([]);
    const noRevenue = { ...clerk, grants: grants([row({ updateOrder: true })]) };
    expect(offered(noRevenue, [order({ Order_Delivery_Status: 'Collected' })])).not.toContain('cash_customer');
  });
});
