import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CompaniesTabPaginationQuery } from '../../__generated__/CompaniesTabPaginationQuery.graphql';
import type { CompaniesTab_query$data, CompaniesTab_query$key } from '../../__generated__/CompaniesTab_query.graphql';
import { formatDate } from '../../lib/format';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { listExportUrl } from '../../lib/listParams';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useListParams } from '../../lib/useListParams';

const fragment = graphql`
  fragment CompaniesTab_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    sort: { type: "CompanySort" }
  )
  @refetchable(queryName: "CompaniesTabPaginationQuery") {
    companies(first: $first, after: $after, search: $search, sort: $sort)
      @required(action: THROW)
      @connection(key: "CompaniesTab_companies", filters: ["search", "sort"]) {
      totalCount
      edges {
        node {
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
  { key: 'name', header: 'Name', sortKey: 'NAME', render: (c) => <Text fontWeight="medium">{c.name}</Text> },
  { key: 'code', header: 'Code', sortKey: 'CODE', render: (c) => c.code },
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
  { key: 'created', header: 'Created', sortKey: 'CREATED_AT', render: (c) => formatDate(c.createdAt) },
];

/** The columns the companies list sorts by (the API's CompanySortField). */
export const COMPANY_SORTS = ['CREATED_AT', 'NAME', 'CODE'] as const;

/** Admin home, Companies tab: every seller company, newest first unless sorted; search, sort and page in the URL. */
export function CompaniesTab({ query }: { query: CompaniesTab_query$key }) {
  const { data, ...pagination } = usePaginationFragment<CompaniesTabPaginationQuery, CompaniesTab_query$key>(
    fragment,
    query,
  );
  const [list, changeList] = useListParams(COMPANY_SORTS);
  const variables = useMemo(() => ({ sort: list.sort }), [list.sort]);
  return (
    <PaginationTable
      caption="Companies"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={data.companies.edges.map((edge) => edge.node)}
      totalCount={data.companies.totalCount}
      pagination={pagination}
      variables={variables}
      searchLabel="Search companies"
      searchPlaceholder="Company name or code"
      search={list.search}
      onSearchChange={(search) => changeList({ ...list, search, page: 1 })}
      sort={list.sort}
      onSortChange={(sort) => changeList({ ...list, sort: sort as typeof list.sort, page: 1 })}
      paging={{ ...list, onChange: (paging) => changeList({ ...list, ...paging }) }}
      actions={<ExportCsvButton url={listExportUrl('/files/companies.csv', list)} fallbackName="companies.csv" />}
    />
  );
}
