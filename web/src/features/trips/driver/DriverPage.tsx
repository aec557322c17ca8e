import { graphql } from 'react-relay';
import type { DriverPageQuery } from '../../../__generated__/DriverPageQuery.graphql';
import { fetchSession } from '../../../lib/guards';
import { PublicPage } from '../../../lib/PublicPage';
import { loadRouteQuery, useRouteQuery } from '../../../lib/relay/routeQuery';
import { DriverHome } from './DriverHome';
import { PhoneSignIn } from './DriverSignIn';

const query = graphql`
  query DriverPageQuery($signedIn: Boolean!) {
    driverMe @include(if: $signedIn) {
      ...DriverHome_driver
    }
  }
`;

/**
 * Public: the page signs the driver in itself. Only a driver's session asks for `driverMe`
 * (anyone else would be refused it); the sign-in loads the route again.
 */
export async function driverLoader() {
  const session = await fetchSession();
  return loadRouteQuery<DriverPageQuery>(query, { signedIn: session?.userType === 'DRIVER' });
}

/** /driver: the Lightning driver's phone page, its route and its trip; the sign-in without a session. */
export function DriverPage() {
  const data = useRouteQuery<DriverPageQuery>(query);
  const driver = data.driverMe ?? null;
  return (
    <PublicPage brand={null} title={driver ? 'Deliveries' : 'Driver sign in'} documentTitle="Driver · Parcelo">
      {driver ? <DriverHome driver={driver} /> : <PhoneSignIn />}
    </PublicPage>
  );
}
