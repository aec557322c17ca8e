import { Box, Flex } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { AdminListPageQuery } from '../../__generated__/AdminListPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { CompaniesTab } from '../companies/CompaniesTab';
import { SubAdminForm } from '../users/SubAdminForm';
import { UsersTab } from '../users/UsersTab';
import { WarehousesTab } from '../warehouses/WarehousesTab';
import { AdminSideMenu } from './AdminSideMenu';
import { adminTabFor, type AdminTab } from './adminTabs';
import { ADMIN_HOME, requireAdmin } from '../../lib/guards';
import { PageHeader } from '../../lib/PageHeader';

// Only the open tab's list is fetched; the others' fragments are skipped.
const query = graphql`
  query AdminListPageQuery($withCompanies: Boolean!, $withWarehouses: Boolean!, $withUsers: Boolean!) {
    viewer {
      ...AdminSideMenu_viewer
    }
    ...CompaniesTab_query @include(if: $withCompanies) @alias(as: "companiesTab")
    ...WarehousesTab_query @include(if: $withWarehouses) @alias(as: "warehousesTab")
    ...UsersTab_query @include(if: $withUsers) @alias(as: "usersTab")
  }
`;

const TITLES: Record<AdminTab, string> = {
  Companies: 'Companies',
  Warehouses: 'Warehouses',
  Users: 'Sub Admins',
  CreateUser: 'Create Sub Admin',
};

const variables = (tab: AdminTab) => ({
  withCompanies: tab === 'Companies',
  withWarehouses: tab === 'Warehouses',
  withUsers: tab === 'Users',
});

/**
 * The tab's query starts beside the session check rather than after it, so a full load asks
 * for everything at once; the rare sub-admin who named a tab of admins' is sent elsewhere.
 */
export async function adminListLoader({ request }: LoaderFunctionArgs) {
  const requested = new URL(request.url).searchParams.get('tab');
  const reference = loadRouteQuery<AdminListPageQuery>(query, variables(adminTabFor(requested, 'ADMIN')));
  try {
    const session = await requireAdmin(request);
    const tab = adminTabFor(requested, session.userType);
    if (requested !== null && requested !== tab) throw redirect(`${ADMIN_HOME}?tab=${tab}`);
  } catch (err) {
    reference.dispose();
    throw err;
  }
  return reference;
}

/** /admin/list: the admin home, one tab at a time. */
export function AdminListPage() {
  const data = useRouteQuery<AdminListPageQuery>(query);
  const [searchParams] = useSearchParams();
  // The loader has already turned a tab this admin may not open into Companies.
  const tab = adminTabFor(searchParams.get('tab'), 'ADMIN');

  return (
    <Flex gap={{ base: '4', md: '8' }} direction={{ base: 'column', md: 'row' }} align="flex-start">
      {data.viewer && <AdminSideMenu viewer={data.viewer} tab={tab} />}
      <Box flex="1" minW="0" w="full">
        <PageHeader title={TITLES[tab]} />
        {tab === 'Companies' && data.companiesTab && <CompaniesTab query={data.companiesTab} />}
        {tab === 'Warehouses' && data.warehousesTab && <WarehousesTab query={data.warehousesTab} />}
        {tab === 'Users' && data.usersTab && <UsersTab query={data.usersTab} />}
        {tab === 'CreateUser' && <SubAdminForm />}
      </Box>
    </Flex>
  );
}
