import { describe, expect, it } from 'vitest';
import { MONEY_PERMISSIONS, OPERATIONS_PERMISSIONS, adminMay } from './adminPermissions.js';

describe('adminMay', () => {
  it('gives Finance the money, Ops the operations and the super admin both', () => {
    for (const p of MONEY_PERMISSIONS) {
      expect(adminMay({ userType: 'sub_admin', role: 'finance' }, p)).toBe(true);
      expect(adminMay({ userType: 'SUB_ADMIN', role: 'OPS' }, p)).toBe(false);
      expect(adminMay({ userType: 'admin', role: null }, p)).toBe(true);
    }
    for (const p of OPERATIONS_PERMISSIONS) {
      expect(adminMay({ userType: 'sub_admin', role: 'ops' }, p)).toBe(true);
      expect(adminMay({ userType: 'SUB_ADMIN', role: 'FINANCE' }, p)).toBe(false);
      expect(adminMay({ userType: 'ADMIN' }, p)).toBe(true);
    }
  });

  it('gives nothing to a sub-admin without a role, nor to sellers', () => {
    expect(adminMay({ userType: 'sub_admin', role: null }, 'wallet')).toBe(false);
    expect(adminMay({ userType: 'seller', role: null }, 'companies')).toBe(false);
  });

  it('lets a cluster owner into Lightning only', () => {
    expect(adminMay({ userType: 'cluster_owner' }, 'lightning')).toBe(true);
    expect(adminMay({ userType: 'CLUSTER_OWNER' }, 'companies')).toBe(false);
    expect(adminMay({ userType: 'WAREHOUSE_USER' }, 'lightning')).toBe(true);
    expect(adminMay({ userType: 'warehouse_user' }, 'd2r')).toBe(false);
    expect(adminMay({ userType: 'driver' }, 'lightning')).toBe(false);
  });
});
