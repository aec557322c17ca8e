import { Box, Flex } from '@chakra-ui/react';
import { graphql } from 'react-relay';
import { redirect, useSearchParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { AdminListPageQuery } from '../../__generated__/AdminListPageQuery.graphql';
import { loadRouteQuery, useRouteQuery } from '../../lib/relay/routeQuery';
import { COMPANY_SORTS, CompaniesTab } from '../companies/CompaniesTab';
import { listVariables, readListParams } from '../../lib/listParams';
import { SubAdminForm } from '../users';
import { USER_SORTS, UsersTab } from '../users/UsersTab';
import { WAREHOUSE_SORTS, WarehousesTab } from '../warehouses/WarehousesTab';
import { AdminSideMenu } from './AdminSideMenu';
import { adminTabFor, type AdminTab } from './adminTabs';
import { ADMIN_HOME, requireAdmin } from '../../lib/guards';
import { PageHeader } from '../../lib/PageHeader';

// Only the open tab's list is fetched; the others' fragments are skipped.
const query = graphql`
  query AdminListPageQuery(
    $withCompanies: Boolean!
    $withWarehouses: Boolean!
    $withUsers: Boolean!
    $first: Int
    $search: String
    $companySort: CompanySort
    $warehouseSort: WarehouseSort
    $userSort: UserSort
  ) {
    viewer {
      ...AdminSideMenu_viewer
    }
    ...CompaniesTab_query
      @include(if: $withCompanies)
      @alias(as: "companiesTab")
      @arguments(first: $first, search: $search, sort: $companySort)
    ...WarehousesTab_query
      @include(if: $withWarehouses)
      @alias(as: "warehousesTab")
      @arguments(first: $first, search: $search, sort: $warehouseSort)
    ...UsersTab_query
      @include(if: $withUsers)
      @alias(as: "usersTab")
      @arguments(first: $first, search: $search, sort: $userSort)
  }
`;

const TITLES: Record<AdminTab, string> = {
  Companies: 'Companies',
  Warehouses: 'Warehouses',
  Users: 'Sub Admins',
  CreateUser: 'Create Sub Admin',
};

/** The open tab's list as its URL says: search, sort and every row up to its page. */
function variables(tab: AdminTab, params: URLSearchParams) {
  const company = listVariables(readListParams(params, COMPANY_SORTS));
  const warehouse = listVariables(readListParams(params, WAREHOUSE_SORTS));
  const user = listVariables(readListParams(params, USER_SORTS));
  const list = tab === 'Warehouses' ? warehouse : tab === 'Users' ? user : company;
  return {
    withCompanies: tab === 'Companies',
    withWarehouses: tab === 'Warehouses',
    withUsers: tab === 'Users',
    first: list.first,
    search: list.search,
    companySort: company.sort,
    warehouseSort: warehouse.sort,
    userSort: user.sort,
  };
}

/**
 * A tab every admin may open starts its query beside the session check rather than after it,
 * so a full load asks for everything at once. The sub-admins' tabs wait for the session: a
 * sub-admin who names one (an old link, say) is sent to Companies without ever asking for
 * the list they may not see.
 */
export async function adminListLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const requested = params.get('tab');
  const asked = adminTabFor(requested, 'ADMIN');
  if (adminTabFor(asked, 'SUB_ADMIN') !== asked) {
    const session = await requireAdmin(request);
    const tab = adminTabFor(requested, session.userType);
    if (tab !== asked) throw redirect(`${ADMIN_HOME}?tab=${tab}`);
    return loadRouteQuery<AdminListPageQuery>(query, variables(tab, params));
  }
  const reference = loadRouteQuery<AdminListPageQuery>(query, variables(asked, params));
  try {
    await requireAdmin(request);
    if (requested !== null && requested !== asked) throw redirect(`${ADMIN_HOME}?tab=${asked}`);
  } catch (err) {
    reference.dispose();
    throw err;
  }
  return reference;
}

/**
 * A list's search, sort and page change only the URL's parameters and the list refetches
 * itself; another tab loads the route's query again.
 */
export function adminListShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('tab') !== nextUrl.searchParams.get('tab');
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
