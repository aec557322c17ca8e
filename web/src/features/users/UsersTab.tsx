import { Button, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { UsersTabPaginationQuery } from '../../__generated__/UsersTabPaginationQuery.graphql';
import type { UsersTab_query$data, UsersTab_query$key } from '../../__generated__/UsersTab_query.graphql';
import { formatDate } from '../../lib/format';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { listExportUrl } from '../../lib/listParams';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useListParams } from '../../lib/useListParams';
import { adminRoleLabel, userTypeLabel } from './labels';

const fragment = graphql`
  fragment UsersTab_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    sort: { type: "UserSort" }
  )
  @refetchable(queryName: "UsersTabPaginationQuery") {
    adminUsers(first: $first, after: $after, search: $search, sort: $sort)
      @required(action: THROW)
      @connection(key: "UsersTab_adminUsers", filters: ["search", "sort"]) {
      totalCount
      edges {
        node {
          id
          name
          email
          phone
          role
          userType
          createdAt
        }
      }
    }
  }
`;

type AdminUser = UsersTab_query$data['adminUsers']['edges'][number]['node'];

const COLUMNS: readonly Column<AdminUser>[] = [
  { key: 'name', header: 'Name', sortKey: 'NAME', render: (u) => <Text fontWeight="medium">{u.name}</Text> },
  { key: 'email', header: 'Email', sortKey: 'EMAIL', render: (u) => u.email },
  { key: 'phone', header: 'Phone', render: (u) => u.phone },
  { key: 'role', header: 'Role', render: (u) => (u.role ? adminRoleLabel(u.role) : userTypeLabel(u.userType)) },
  { key: 'created', header: 'Created', sortKey: 'CREATED_AT', render: (u) => formatDate(u.createdAt) },
];

/** The columns the sub-admins list sorts by (the API's UserSortField). */
export const USER_SORTS = ['CREATED_AT', 'NAME', 'EMAIL'] as const;

/** Admin home, Sub Admin tab: admin and sub-admin users, newest first unless sorted; search, sort and page in the URL. */
export function UsersTab({ query }: { query: UsersTab_query$key }) {
  const { data, ...pagination } = usePaginationFragment<UsersTabPaginationQuery, UsersTab_query$key>(fragment, query);
  const [list, changeList] = useListParams(USER_SORTS);
  const variables = useMemo(() => ({ sort: list.sort }), [list.sort]);
  return (
    <PaginationTable
      caption="Sub Admins"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={data.adminUsers.edges.map((edge) => edge.node)}
      totalCount={data.adminUsers.totalCount}
      pagination={pagination}
      variables={variables}
      searchLabel="Search users"
      searchPlaceholder="Name or email"
      search={list.search}
      onSearchChange={(search) => changeList({ ...list, search, page: 1 })}
      sort={list.sort}
      onSortChange={(sort) => changeList({ ...list, sort: sort as typeof list.sort, page: 1 })}
      paging={{ ...list, onChange: (paging) => changeList({ ...list, ...paging }) }}
      actions={
        <>
          <ExportCsvButton url={listExportUrl('/files/admin-users.csv', list)} fallbackName="sub-admins.csv" />
          <Button asChild>
            <RouterLink to="/admin/list?tab=CreateUser">Create Sub Admin</RouterLink>
          </Button>
        </>
      }
    />
  );
}
