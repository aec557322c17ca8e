import { useContext } from 'react';
import { AdminWhoContext } from '../../lib/adminAccess';

/**
 * Whether the viewer adds and changes clusters and drivers: admins do; a cluster owner only
 * looks at its own clusters' drivers, so it is offered no action the API would refuse it.
 */
export function useMayManageLightning(): boolean {
  return useContext(AdminWhoContext).userType.toLowerCase() !== 'cluster_owner';
}
