import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { Navigate, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { AdminShellQuery } from '../../__generated__/AdminShellQuery.graphql';
import { signInPath } from '../../lib/paths';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { ADMIN_HOME, requireAdmin } from '../../lib/guards';
import { PageLoader } from '../../lib/PageLoader';
import { TopBar, type NavItem } from './TopBar';
import { UserMenu } from './UserMenu';

const query = graphql`
  query AdminShellQuery {
    viewer {
      ...UserMenu_viewer
    }
  }
`;

const NAV: readonly NavItem[] = [
  { label: 'Home', to: ADMIN_HOME },
  { label: 'Lightning', to: '/admin/lightning' },
  { label: 'Brands', to: '/admin/brands' },
  { label: 'D2R', to: '/admin/d2r' },
  { label: 'Billing', to: '/admin/billing' },
];

/**
 * Guards every page below. The shell's query starts beside the guard, and the pages'
 * loaders start theirs without waiting for it, so a full load asks for everything at once.
 */
export async function adminShellLoader({ request }: LoaderFunctionArgs) {
  const shell = loadRouteQuery<AdminShellQuery>(query, {});
  await requireAdmin(request);
  return shell;
}

/** The admin app: top bar above the current page. */
export function AdminShell() {
  const { viewer } = useRouteQuery<AdminShellQuery>(query);
  const location = useLocation();
  // The guard read a session the server no longer has (it ended since).
  if (!viewer) return <Navigate to={signInPath(location.pathname + location.search)} replace />;

  return (
    <Flex direction="column" minH="100dvh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <TopBar homeTo={ADMIN_HOME} items={NAV} end={<UserMenu viewer={viewer} />} />
      <SkipNavContent />
      <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Flex>
  );
}
