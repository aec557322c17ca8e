import { describe, expect, it } from 'vitest';
import { adminHomeFor, adminMayOpen } from './adminAccess';

const finance = { userType: 'SUB_ADMIN', role: 'FINANCE' };
const ops = { userType: 'SUB_ADMIN', role: 'OPS' };
const superAdmin = { userType: 'ADMIN', role: null };
const clusterOwner = { userType: 'CLUSTER_OWNER', role: null };

describe('admin pages by role', () => {
  it('lands Finance on Billing and everyone else on the admin home', () => {
    expect(adminHomeFor(finance)).toBe('/admin/billing');
    expect(adminHomeFor(ops)).toBe('/admin/list');
    expect(adminHomeFor(superAdmin)).toBe('/admin/list');
    expect(adminHomeFor(clusterOwner)).toBe('/admin/lightning');
  });

  it('opens Lightning and nothing else to a cluster owner', () => {
    expect(adminMayOpen(clusterOwner, '/admin/lightning/drivers')).toBe(true);
    for (const path of ['/admin/list', '/admin/billing', '/admin/brands/orders', '/admin/d2r'])
      expect(adminMayOpen(clusterOwner, path), path).toBe(false);
  });

  it('opens Billing pages to Finance and the operations to Ops', () => {
    expect(adminMayOpen(finance, '/admin/billing/payments')).toBe(true);
    expect(adminMayOpen(ops, '/admin/billing/payments')).toBe(false);
    expect(adminMayOpen(ops, '/admin/billing')).toBe(false);
    expect(adminMayOpen(ops, '/admin/brands/orders')).toBe(true);
    expect(adminMayOpen(finance, '/admin/brands/orders')).toBe(false);
    expect(adminMayOpen(finance, '/admin/list', '?tab=Companies')).toBe(false);
    expect(adminMayOpen(finance, '/admin/catalogue-pricing')).toBe(true);
    expect(adminMayOpen(finance, '/admin/profile')).toBe(true);
    for (const path of ['/admin/list', '/admin/billing/invoices', '/admin/brands/wsin', '/admin/d2r'])
      expect(adminMayOpen(superAdmin, path)).toBe(true);
  });
});
