import { Badge, Stack, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CompaniesTabPaginationQuery } from '../../__generated__/CompaniesTabPaginationQuery.graphql';
import type { CompaniesTab_query$data, CompaniesTab_query$key } from '../../__generated__/CompaniesTab_query.graphql';
import { formatDate } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';

const fragment = graphql`
  fragment CompaniesTab_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "CompaniesTabPaginationQuery") {
    companies(first: $first, after: $after, search: $search)
      @required(action: THROW)
      @connection(key: "CompaniesTab_companies", filters: ["search"]) {
      totalCount
      edges {
        node {
          # eslint-disable-next-line relay/unused-fields -- PaginationTable keys and picks rows by id
          id
          name
          code
          invoicingComplete
          createdAt
          owner {
            name
            email
            phone
          }
        }
      }
    }
  }
`;

type Company = CompaniesTab_query$data['companies']['edges'][number]['node'];

const COLUMNS: readonly Column<Company>[] = [
  { key: 'name', header: 'Name', render: (c) => <Text fontWeight="medium">{c.name}</Text> },
  { key: 'code', header: 'Code', render: (c) => c.code },
  {
    key: 'owner',
    header: 'Owner',
    render: (c) =>
      c.owner ? (
        <Stack gap="0">
          <Text>{c.owner.name}</Text>
          <Text textStyle="xs" color="fg.muted">
            {c.owner.email}
          </Text>
          <Text textStyle="xs" color="fg.muted">
            {c.owner.phone}
          </Text>
        </Stack>
      ) : (
        <Text color="fg.muted">—</Text>
      ),
  },
  {
    key: 'invoicing',
    header: 'Invoicing complete',
    render: (c) => (
      <Badge colorPalette={c.invoicingComplete ? 'green' : 'orange'}>{c.invoicingComplete ? 'Yes' : 'No'}</Badge>
    ),
  },
  { key: 'created', header: 'Created', render: (c) => formatDate(c.createdAt) },
];

/** Admin home, Companies tab: every seller company, newest first. */
export function CompaniesTab({ query }: { query: CompaniesTab_query$key }) {
  const { data, ...pagination } = usePaginationFragment<CompaniesTabPaginationQuery, CompaniesTab_query$key>(
    fragment,
    query,
  );
  return (
    <PaginationTable
      caption="Companies"
      columns={COLUMNS}
      nodes={data.companies.edges.map((edge) => edge.node)}
      totalCount={data.companies.totalCount}
      pagination={pagination}
      searchLabel="Search companies"
      searchPlaceholder="Company name or code"
    />
  );
}
