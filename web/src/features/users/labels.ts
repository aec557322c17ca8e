import type { AdminRole, UserType } from '../../__generated__/ProfileCard_viewer.graphql';

export const ADMIN_ROLE_OPTIONS: readonly { value: AdminRole; label: string }[] = [
  { value: 'OPS', label: 'Ops' },
  { value: 'FINANCE', label: 'Finance' },
];

export function adminRoleLabel(role: AdminRole): string {
  return ADMIN_ROLE_OPTIONS.find((option) => option.value === role)?.label ?? role;
}

export function userTypeLabel(type: UserType): string {
  switch (type) {
    case 'SELLER':
      return 'Seller';
    case 'WAREHOUSE':
      return 'Warehouse operator';
    case 'ADMIN':
      return 'Admin';
    case 'SUB_ADMIN':
      return 'Sub admin';
    case 'DRIVER':
      return 'Driver';
    case 'CLUSTER_OWNER':
      return 'Cluster owner';
    case 'WAREHOUSE_USER':
      return 'Warehouse user';
    default:
      return type;
  }
}
