import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_OVERRIDE,
  CUSTOMER_PERMS,
  OVERRIDE_FLAGS,
  SHIPPER_OVERRIDE,
  SHIPPER_PERMS,
  checkCustomerPermission,
  checkShipperPermission,
  type CustomerPerm,
  type EntityGrants,
  type OverrideFlag,
  type ShipperPerm,
} from '../../domain/permissions';

const buildGrants = (over: Partial<EntityGrants> = {}): EntityGrants => ({
  is_superuser: false,
  overrides: {},
  customerRows: [],
  shipperRows: [],
  ...over,
});

describe('a superuser passes every entity check', () => {
  const su = buildGrants({ is_superuser: true });
  it.each(CUSTOMER_PERMS)('customer %s', (perm) => {
    for (const id of [undefined, null, 0, 42]) expect(checkCustomerPermission(su, perm, id)).toBe(true);
  });
  it.each(SHIPPER_PERMS)('shipper %s', (perm) => {
    for (const id of [undefined, null, 0, 7]) expect(checkShipperPermission(su, perm, id)).toBe(true);
  });
});

describe('customer permission rule, in the spec order', () => {
  it.each<[string, EntityGrants, CustomerPerm, number | null | undefined, boolean]>([
    ['no customer given (undefined) passes', buildGrants(), 'addOrder', undefined, true],
    ['no customer given (null) passes', buildGrants(), 'addOrder', null, true],
    ['no rows at all fails', buildGrants(), 'addOrder', 42, false],
    ['no rows at all fails even with the override set', buildGrants({ overrides: { all_addOrder: true } }), 'addOrder', 42, false],
    [
      'override set passes for a customer without a row',
      buildGrants({ overrides: { all_addOrder: true }, customerRows: [{ customer_id: 1 }] }),
      'addOrder',
      42,
      true,
    ],
    [
      'override explicitly false does not pass',
      buildGrants({ overrides: { all_addOrder: false }, customerRows: [{ customer_id: 1, addOrder: true }] }),
      'addOrder',
      42,
      false,
    ],
    ['row grants passes', buildGrants({ customerRows: [{ customer_id: 42, addOrder: true }] }), 'addOrder', 42, true],
    ['row for another customer fails', buildGrants({ customerRows: [{ customer_id: 41, addOrder: true }] }), 'addOrder', 42, false],
    ['row with the perm false fails', buildGrants({ customerRows: [{ customer_id: 42, addOrder: false }] }), 'addOrder', 42, false],
    ['row without the perm fails', buildGrants({ customerRows: [{ customer_id: 42, phone: true }] }), 'addOrder', 42, false],
    [
      'override of another perm does not help',
      buildGrants({ overrides: { all_updateOrder: true }, customerRows: [{ customer_id: 1 }] }),
      'addOrder',
      42,
      false,
    ],
    [
      'shipper rows do not count as customer rows',
      buildGrants({ overrides: { all_addOrder: true }, shipperRows: [{ shipper_id: 42, phone: true }] }),
      'addOrder',
      42,
      false,
    ],
    ['id 0 counts as given', buildGrants({ customerRows: [{ customer_id: 1, addOrder: true }] }), 'addOrder', 0, false],
  ])('%s', (_label, grants, perm, id, expected) => {
    expect(checkCustomerPermission(grants, perm, id)).toBe(expected);
  });
});

describe('shipper permission rule, in the spec order', () => {
  it.each<[string, EntityGrants, ShipperPerm, number | null | undefined, boolean]>([
    ['no shipper given (undefined) passes', buildGrants(), 'phone', undefined, true],
    ['no shipper given (null) passes', buildGrants(), 'phone', null, true],
    ['no rows at all fails', buildGrants(), 'phone', 7, false],
    ['no rows at all fails even with the override set', buildGrants({ overrides: { all_shipper_phone: true } }), 'phone', 7, false],
    ['override set passes', buildGrants({ overrides: { all_shipper_phone: true }, shipperRows: [{ shipper_id: 1 }] }), 'phone', 7, true],
    ['row grants passes', buildGrants({ shipperRows: [{ shipper_id: 7, address: true }] }), 'address', 7, true],
    ['row for another shipper fails', buildGrants({ shipperRows: [{ shipper_id: 8, phone: true }] }), 'phone', 7, false],
    ['row with the perm false fails', buildGrants({ shipperRows: [{ shipper_id: 7, phone: false }] }), 'phone', 7, false],
    [
      'customer override does not grant the shipper perm',
      buildGrants({ overrides: { all_customer_phone: true }, shipperRows: [{ shipper_id: 1 }] }),
      'phone',
      7,
      false,
    ],
    [
      'customer rows do not count as shipper rows',
      buildGrants({ overrides: { all_shipper_phone: true }, customerRows: [{ customer_id: 7, phone: true }] }),
      'phone',
      7,
      false,
    ],
  ])('%s', (_label, grants, perm, id, expected) => {
    expect(checkShipperPermission(grants, perm, id)).toBe(expected);
  });
});

describe('each of the fifteen override flags', () => {
  const customerPairs: readonly [CustomerPerm, OverrideFlag][] = [
    ['phone', 'all_customer_phone'],
    ['address', 'all_customer_address'],
    ['pickup_request', 'all_customer_pickup_request'],
    ['collect_request', 'all_customer_collect_request'],
    ['material_request', 'all_customer_material_request'],
    ['addOrder', 'all_addOrder'],
    ['updateOrder', 'all_updateOrder'],
    ['deleteOrder', 'all_deleteOrder'],
    ['returnclient', 'all_returnclient'],
    ['collectclient', 'all_collectclient'],
    ['revnue', 'all_revnue'],
    ['view', 'all_customer_view'],
    ['customer_view_report', 'all_customer_view_report'],
  ];
  const shipperPairs: readonly [ShipperPerm, OverrideFlag][] = [
    ['phone', 'all_shipper_phone'],
    ['address', 'all_shipper_address'],
  ];

  it('covers exactly the fifteen spec flags, each used once', () => {
    const mapped = [...Object.values(CUSTOMER_OVERRIDE), ...Object.values(SHIPPER_OVERRIDE)];
    expect(OVERRIDE_FLAGS).toHaveLength(15);
    expect(new Set(mapped).size).toBe(15);
    expect([...mapped].sort()).toEqual([...OVERRIDE_FLAGS].sort());
  });

  it.each(customerPairs)('customer %s <- %s', (perm, flag) => {
    expect(CUSTOMER_OVERRIDE[perm]).toBe(flag);
    const grants = buildGrants({ overrides: { [flag]: true }, customerRows: [{ customer_id: 1 }] });
    for (const other of CUSTOMER_PERMS) expect(checkCustomerPermission(grants, other, 42)).toBe(other === perm);
    for (const other of SHIPPER_PERMS) {
      expect(checkShipperPermission({ ...grants, shipperRows: [{ shipper_id: 1 }] }, other, 7)).toBe(false);
    }
  });

  it.each(shipperPairs)('shipper %s <- %s', (perm, flag) => {
    expect(SHIPPER_OVERRIDE[perm]).toBe(flag);
    const grants = buildGrants({ overrides: { [flag]: true }, shipperRows: [{ shipper_id: 1 }] });
    for (const other of SHIPPER_PERMS) expect(checkShipperPermission(grants, other, 7)).toBe(other === perm);
    for (const other of CUSTOMER_PERMS) {
      expect(checkCustomerPermission({ ...grants, customerRows: [{ customer_id: 1 }] }, other, 42)).toBe(false);
    }
  });
});
