import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PromotersTable_query$key } from '../../__generated__/PromotersTable_query.graphql';
import type { PromotersTablePaginationQuery } from '../../__generated__/PromotersTablePaginationQuery.graphql';
import { FieldPeopleTable, type FieldPeopleTableProps } from './FieldPeopleTable';

const fragment = graphql`
  fragment PromotersTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    search: { type: "String" }
    searchBy: { type: "FieldPersonSearchField", defaultValue: NAME }
    sort: { type: "FieldPersonSort" }
  )
  @refetchable(queryName: "PromotersTablePaginationQuery") {
    promoters(first: $first, after: $after, company: $company, search: $search, searchBy: $searchBy, sort: $sort)
      @required(action: THROW)
      @connection(key: "PromotersTable_promoters", filters: ["company", "search", "searchBy", "sort"]) {
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

/** The promoters list: the field team table over the promoters connection. */
export function PromotersTable({ query, ...props }: FieldPeopleTableProps & { query: PromotersTable_query$key }) {
  const { data, ...pagination } = usePaginationFragment<PromotersTablePaginationQuery, PromotersTable_query$key>(
    fragment,
    query,
  );
  const { __id, totalCount, edges } = data.promoters;
  const nodes = useMemo(() => edges.map((edge) => edge.node), [edges]);
  return (
    <FieldPeopleTable {...props} connection={{ id: __id, totalCount, nodes }} role="PROMOTER" pagination={pagination} />
  );
}
