import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Navigate, Outlet, useLocation, useOutletContext, type LoaderFunctionArgs } from 'react-router';
import type { SellerShellQuery } from '../../__generated__/SellerShellQuery.graphql';
import type { UserMenu_viewer$key } from '../../__generated__/UserMenu_viewer.graphql';
import type { WorkGate_viewer$key } from '../../__generated__/WorkGate_viewer.graphql';
import { signInPath } from '../../lib/paths';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { RunningTasksNotifier } from '../tasks';
import { requireSeller, SELLER_HOME } from '../../lib/guards';
import { PageLoader } from '../../lib/PageLoader';
import { TopBar, type NavItem } from './TopBar';
import { UserMenu } from './UserMenu';
import { WorkGate } from './WorkGate';

const query = graphql`
  query SellerShellQuery {
    viewer {
      userType
      user {
        id
      }
      ...UserMenu_viewer
      ...WorkGate_viewer
    }
  }
`;

const NAV: readonly NavItem[] = [
  { label: 'Orders', to: '/orders', alsoCurrentOn: ['/awaiting-pickup', '/fulfilment'] },
  { label: 'Catalog', to: '/catalogs' },
  { label: 'Inventory', to: '/inventory' },
  { label: 'Insights', to: '/insights' },
  { label: 'Billing', to: '/billing' },
  { label: 'Administration', to: '/administration', alsoCurrentOn: ['/settings'] },
];

/** A warehouse operator's company is not billed by Parcelo: it works the sellers' orders and stock. */
const OPERATOR_NAV = NAV.filter((item) => item.to !== '/billing');

/**
 * Guards every page below. The shell's query starts beside the guard, and the pages'
 * loaders start theirs without waiting for it, so a full load asks for everything at once.
 */
export async function sellerShellLoader({ request }: LoaderFunctionArgs) {
  const shell = loadRouteQuery<SellerShellQuery>(query, {});
  await requireSeller(request);
  return shell;
}

interface ShellContext {
  viewer: WorkGate_viewer$key & UserMenu_viewer$key;
}

/** The seller and warehouse-operator app: top bar above the current page. */
export function SellerShell() {
  const { viewer } = useRouteQuery<SellerShellQuery>(query);
  const location = useLocation();
  // The guard read a session the server no longer has (it ended since).
  if (!viewer) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  const context: ShellContext = { viewer };

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <TopBar
        homeTo={SELLER_HOME}
        items={viewer.userType === 'WAREHOUSE' ? OPERATOR_NAV : NAV}
        end={<UserMenu viewer={viewer} />}
      />
      <RunningTasksNotifier userId={viewer.user.id} />
      <SkipNavContent />
      <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet context={context} />
        </Suspense>
      </Box>
    </Flex>
  );
}

/** The work pages' outlet, behind the warehouse and invoicing gates. */
export function GatedOutlet() {
  const { viewer } = useOutletContext<ShellContext>();
  return (
    <WorkGate viewer={viewer}>
      <Outlet />
    </WorkGate>
  );
}
