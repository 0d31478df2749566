import { describe, expect, it } from 'vitest';
import { MODEL_PERM_TYPES, hasModelPermission, hasSpecialPermissions, type ModelPermType } from '../../domain/permissions';

const superuser = { is_superuser: true };
const staff = { is_superuser: false };

describe('special permissions: every requested code must be held', () => {
  it.each<[string, readonly string[], readonly string[], boolean]>([
    ['all held', ['show_order_serial', 'export_orders'], ['show_order_serial', 'export_orders'], true],
    ['subset requested', ['show_order_serial', 'export_orders'], ['export_orders'], true],
    ['one missing', ['show_order_serial'], ['show_order_serial', 'export_orders'], false],
    ['none held', [], ['show_order_serial'], false],
    ['empty request passes', [], [], true],
    ['codes are case-sensitive', ['Export_Orders'], ['export_orders'], false],
  ])('%s', (_label, held, requested, expected) => {
    expect(hasSpecialPermissions(staff, held, requested)).toBe(expected);
  });

  it.each<[readonly string[]]>([[[]], [['export_orders']], [['a', 'b', 'c']]])('superuser passes %j', (requested) => {
    expect(hasSpecialPermissions(superuser, [], requested)).toBe(true);
  });
});

describe('model permission by model and permission type', () => {
  const held = [
    { model: 'city', perm_type: 'view' },
    { model: 'city', perm_type: 'change' },
    { model: 'zone', perm_type: 'add' },
  ];

  it.each<[string, ModelPermType, boolean]>([
    ['city', 'view', true],
    ['city', 'change', true],
    ['city', 'add', false],
    ['city', 'delete', false],
    ['zone', 'add', true],
    ['zone', 'view', false],
    ['area', 'view', false],
    ['City', 'view', false],
  ])('%s %s -> %s', (model, permType, expected) => {
    expect(hasModelPermission(staff, held, model, permType)).toBe(expected);
  });

  it.each(MODEL_PERM_TYPES)('superuser passes %s on any model', (permType) => {
    expect(hasModelPermission(superuser, [], 'shipper', permType)).toBe(true);
  });

  it('lists the four permission types', () => {
    expect(MODEL_PERM_TYPES).toEqual(['view', 'add', 'change', 'delete']);
  });
});
