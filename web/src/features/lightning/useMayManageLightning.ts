import { useContext } from 'react';
import { LIGHTNING_VIEWERS } from '@parcelo/common';
import { AdminWhoContext } from '../../lib/adminAccess';

/**
 * Whether the viewer adds and changes clusters and drivers: admins do; a cluster owner or a
 * warehouse user only looks at its own clusters, so it is offered no action the API would refuse it.
 */
export function useMayManageLightning(): boolean {
  const type = useContext(AdminWhoContext).userType.toLowerCase();
  return !(LIGHTNING_VIEWERS as readonly string[]).includes(type);
}
