import { Button, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { UsersTabPaginationQuery } from '../../__generated__/UsersTabPaginationQuery.graphql';
import type { UsersTab_query$data, UsersTab_query$key } from '../../__generated__/UsersTab_query.graphql';
import { formatDate } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { adminRoleLabel, userTypeLabel } from './labels';

const fragment = graphql`
  fragment UsersTab_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "UsersTabPaginationQuery") {
    adminUsers(first: $first, after: $after, search: $search)
      @required(action: THROW)
      @connection(key: "UsersTab_adminUsers", filters: ["search"]) {
      totalCount
      edges {
        node {
          # eslint-disable-next-line relay/unused-fields -- PaginationTable keys and picks rows by id
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
  { key: 'name', header: 'Name', render: (u) => <Text fontWeight="medium">{u.name}</Text> },
  { key: 'email', header: 'Email', render: (u) => u.email },
  { key: 'phone', header: 'Phone', render: (u) => u.phone },
  { key: 'role', header: 'Role', render: (u) => (u.role ? adminRoleLabel(u.role) : userTypeLabel(u.userType)) },
  { key: 'created', header: 'Created', render: (u) => formatDate(u.createdAt) },
];

/** Admin home, Sub Admin tab: admin and sub-admin users, newest first. */
export function UsersTab({ query }: { query: UsersTab_query$key }) {
  const { data, ...pagination } = usePaginationFragment<UsersTabPaginationQuery, UsersTab_query$key>(fragment, query);
  return (
    <PaginationTable
      caption="Sub Admins"
      columns={COLUMNS}
      nodes={data.adminUsers.edges.map((edge) => edge.node)}
      totalCount={data.adminUsers.totalCount}
      pagination={pagination}
      searchLabel="Search users"
      searchPlaceholder="Name or email"
      actions={
        <Button asChild>
          <RouterLink to="/admin/list?tab=CreateUser">Create Sub Admin</RouterLink>
        </Button>
      }
    />
  );
}
