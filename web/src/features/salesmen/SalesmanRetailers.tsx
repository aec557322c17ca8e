import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  SalesmanRetailers_person$data,
  SalesmanRetailers_person$key,
} from '../../__generated__/SalesmanRetailers_person.graphql';
import type { SalesmanRetailersPaginationQuery } from '../../__generated__/SalesmanRetailersPaginationQuery.graphql';
import { formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';

const fragment = graphql`
  fragment SalesmanRetailers_person on FieldPerson
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "SalesmanRetailersPaginationQuery") {
    retailers(first: $first, after: $after, search: $search)
      @required(action: THROW)
      @connection(key: "SalesmanRetailers_retailers", filters: ["search"]) {
      totalCount
      edges {
        node {
          id
          name
          phone
          city
          isActive
          creditLimit
        }
      }
    }
  }
`;

type Row = NonNullable<SalesmanRetailers_person$data['retailers']>['edges'][number]['node'];

const COLUMNS: readonly Column<Row>[] = [
  { key: 'name', header: 'Retailer', render: (r) => <Text minW="32">{r.name}</Text> },
  { key: 'phone', header: 'Phone', render: (r) => r.phone },
  { key: 'city', header: 'City', render: (r) => r.city },
  { key: 'credit', header: 'Credit limit', align: 'end', render: (r) => formatPaise(r.creditLimit) },
  { key: 'active', header: 'Active', render: (r) => (r.isActive ? 'Active' : 'InActive') },
];

/** The retailers a salesman calls on, searched by name. */
export function SalesmanRetailers({ person }: { person: SalesmanRetailers_person$key }) {
  const { data, ...pagination } = usePaginationFragment<SalesmanRetailersPaginationQuery, SalesmanRetailers_person$key>(
    fragment,
    person,
  );
  const nodes = useMemo(() => data.retailers.edges.map((e) => e.node), [data.retailers.edges]);
  return (
    <PaginationTable
      caption="Retailers"
      columns={COLUMNS}
      rowKey={(r) => r.id}
      nodes={nodes}
      totalCount={data.retailers.totalCount}
      pagination={pagination}
      searchLabel="Search retailers"
      searchPlaceholder="Retailer name"
    />
  );
}
