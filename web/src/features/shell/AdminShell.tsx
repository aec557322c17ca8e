import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql } from 'react-relay';
import { adminMayAny } from '@parcelo/common';
import { Navigate, Outlet, useLocation, type LoaderFunctionArgs } from 'react-router';
import type { AdminShellQuery } from '../../__generated__/AdminShellQuery.graphql';
import { signInPath } from '../../lib/paths';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { requireAdmin } from '../../lib/guards';
import { PageLoader } from '../../lib/PageLoader';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';
import { ADMIN_NAV, AdminWhoContext, adminHomeFor, adminMayOpen } from '../../lib/adminAccess';
import { NotAllowedPage } from './NotAllowedPage';

const query = graphql`
  query AdminShellQuery {
    viewer {
      userType
      role
      ...UserMenu_viewer
    }
  }
`;

/**
 * Guards every page below. The shell's query starts beside the guard, and the pages'
 * loaders start theirs without waiting for it, so a full load asks for everything at once.
 */
export async function adminShellLoader({ request }: LoaderFunctionArgs) {
  const shell = loadRouteQuery<AdminShellQuery>(query, {});
  await requireAdmin(request);
  return shell;
}

/**
 * The admin app: top bar above the current page, both narrowed to what the viewer's role may
 * use (the services refuse the rest whatever the screens show).
 */
export function AdminShell() {
  const { viewer } = useRouteQuery<AdminShellQuery>(query);
  const location = useLocation();
  // The guard read a session the server no longer has (it ended since).
  if (!viewer) return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  const who = { userType: viewer.userType, role: viewer.role };
  const home = adminHomeFor(who);
  const nav = ADMIN_NAV.filter((item) => adminMayAny(who, item.permissions));

  return (
    <AdminWhoContext value={who}>
      <Flex direction="column" minH="100dvh">
        <SkipNavLink>Skip to content</SkipNavLink>
        <TopBar homeTo={home} items={nav} end={<UserMenu viewer={viewer} />} />
        <SkipNavContent />
        <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
          <Suspense fallback={<PageLoader />}>
            {adminMayOpen(who, location.pathname, location.search) ? <Outlet /> : <NotAllowedPage home={home} />}
          </Suspense>
        </Box>
      </Flex>
    </AdminWhoContext>
  );
}
