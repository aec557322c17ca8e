import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SalesmenTable_query$key } from '../../__generated__/SalesmenTable_query.graphql';
import type { SalesmenTablePaginationQuery } from '../../__generated__/SalesmenTablePaginationQuery.graphql';
import { FieldPeopleTable, type FieldPeopleTableProps } from './FieldPeopleTable';

const fragment = graphql`
  fragment SalesmenTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    search: { type: "String" }
    searchBy: { type: "FieldPersonSearchField", defaultValue: NAME }
    sort: { type: "FieldPersonSort" }
  )
  @refetchable(queryName: "SalesmenTablePaginationQuery") {
    salesmen(first: $first, after: $after, company: $company, search: $search, searchBy: $searchBy, sort: $sort)
      @required(action: THROW)
      @connection(key: "SalesmenTable_salesmen", filters: ["company", "search", "searchBy", "sort"]) {
      __id
      totalCount
      edges {
        node {
          ...FieldPeopleTable_row
        }
      }
    }
  }
`;

/** The salesmen list: the field team table over the salesmen connection. */
export function SalesmenTable({ query, ...props }: FieldPeopleTableProps & { query: SalesmenTable_query$key }) {
  const { data, ...pagination } = usePaginationFragment<SalesmenTablePaginationQuery, SalesmenTable_query$key>(
    fragment,
    query,
  );
  const { __id, totalCount, edges } = data.salesmen;
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);
  return (
    <FieldPeopleTable {...props} connection={{ id: __id, totalCount, nodes }} role="SALESMAN" pagination={pagination} />
  );
}
