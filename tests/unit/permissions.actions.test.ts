import { describe, expect, it } from 'vitest';
import { accountActions, customerActions, shipperActions, type PermissionUser } from '../../domain/permissions';

const superuser: PermissionUser = { is_staff: true, is_superuser: true, permitted_url: [] };
const staff = (...permitted_url: string[]): PermissionUser => ({ is_staff: true, is_superuser: false, permitted_url });
const merchant: PermissionUser = { is_staff: false, is_superuser: false, permitted_url: [] };
const both = { phone: true, address: true };

describe('customerActions', () => {
  it('adds with the creation page, edits and deletes with the list', () => {
    expect(customerActions.create(staff('/dashboard/customers/new'))).toBe(true);
    expect(customerActions.create(staff('/dashboard/customers'))).toBe(false);
    expect(customerActions.edit(staff('/dashboard/customers'))).toBe(true);
    expect(customerActions.edit(staff('/dashboard/customers/new'))).toBe(false);
    expect(customerActions.edit(merchant)).toBe(false);
  });

  it('never deletes a customer in use, whoever asks', () => {
    expect(customerActions.remove(staff('/dashboard/customers'), { in_use: false })).toBe(true);
    expect(customerActions.remove(staff('/dashboard/customers'), { in_use: true })).toBe(false);
    expect(customerActions.remove(superuser, { in_use: true })).toBe(false);
    expect(customerActions.remove(staff('/dashboard/City'), { in_use: false })).toBe(false);
  });

  it('manages logins only with the edit page and the sight of both phone and address', () => {
    expect(customerActions.logins(staff('/dashboard/customers'), both)).toBe(true);
    expect(customerActions.logins(staff('/dashboard/customers'), { phone: false, address: true })).toBe(false);
    expect(customerActions.logins(staff('/dashboard/customers'), { phone: true, address: false })).toBe(false);
    expect(customerActions.logins(staff('/dashboard/customers/new'), both)).toBe(false);
    expect(customerActions.logins(superuser, both)).toBe(true);
  });
});

describe('shipperActions', () => {
  it('deletes neither the hub nor a shipper in use', () => {
    const user = staff('/dashboard/Shipper');
    expect(shipperActions.remove(user, { in_use: false, is_hub: false })).toBe(true);
    expect(shipperActions.remove(user, { in_use: false, is_hub: true })).toBe(false);
    expect(shipperActions.remove(superuser, { in_use: true, is_hub: false })).toBe(false);
    expect(shipperActions.remove(staff('/dashboard/City'), { in_use: false, is_hub: false })).toBe(false);
  });
});

describe('accountActions', () => {
  const editor = staff('/dashboard/useraccount', '/dashboard/City');
  it('lets a staff member change an account within their own screens only, and never a superuser', () => {
    expect(accountActions.change(editor, { is_superuser: false, permitted_url: ['/dashboard/City'] })).toBe(true);
    expect(accountActions.change(editor, { is_superuser: false, permitted_url: ['/dashboard/City', '/dashboard/Zone'] })).toBe(false);
    expect(accountActions.change(editor, { is_superuser: true, permitted_url: [] })).toBe(false);
    expect(accountActions.change(staff('/dashboard/City'), { is_superuser: false, permitted_url: [] })).toBe(false);
  });

  it('lets a superuser change any account', () => {
    expect(accountActions.change(superuser, { is_superuser: true, permitted_url: ['/dashboard/Zone'] })).toBe(true);
  });
});
