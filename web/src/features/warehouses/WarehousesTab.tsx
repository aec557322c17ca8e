import { Badge, Text } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WarehousesTabPaginationQuery } from '../../__generated__/WarehousesTabPaginationQuery.graphql';
import type {
  WarehousesTab_query$data,
  WarehousesTab_query$key,
} from '../../__generated__/WarehousesTab_query.graphql';
import { formatDate } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { warehouseTypeLabel } from './labels';

const fragment = graphql`
  fragment WarehousesTab_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "WarehousesTabPaginationQuery") {
    warehouses(first: $first, after: $after, search: $search)
      @required(action: THROW)
      @connection(key: "WarehousesTab_warehouses", filters: ["search"]) {
      totalCount
      edges {
        node {
          # eslint-disable-next-line relay/unused-fields -- PaginationTable keys and picks rows by id
          id
          warehouseId
          name
          warehouseType
          active
          createdAt
          address {
            city
            state
          }
        }
      }
    }
  }
`;

type Warehouse = WarehousesTab_query$data['warehouses']['edges'][number]['node'];

const COLUMNS: readonly Column<Warehouse>[] = [
  { key: 'code', header: 'Code', render: (w) => <Text fontFamily="mono">{w.warehouseId}</Text> },
  { key: 'name', header: 'Name', render: (w) => <Text fontWeight="medium">{w.name}</Text> },
  { key: 'type', header: 'Type', render: (w) => warehouseTypeLabel(w.warehouseType) },
  { key: 'location', header: 'City / State', render: (w) => `${w.address.city}, ${w.address.state}` },
  {
    key: 'active',
    header: 'Active',
    render: (w) => <Badge colorPalette={w.active ? 'green' : 'gray'}>{w.active ? 'Active' : 'Inactive'}</Badge>,
  },
  { key: 'created', header: 'Created', render: (w) => formatDate(w.createdAt) },
];

/** Admin home, Warehouses tab: every warehouse, newest first. */
export function WarehousesTab({ query }: { query: WarehousesTab_query$key }) {
  const { data, ...pagination } = usePaginationFragment<WarehousesTabPaginationQuery, WarehousesTab_query$key>(
    fragment,
    query,
  );
  return (
    <PaginationTable
      caption="Warehouses"
      columns={COLUMNS}
      nodes={data.warehouses.edges.map((edge) => edge.node)}
      totalCount={data.warehouses.totalCount}
      pagination={pagination}
      searchLabel="Search warehouses"
      searchPlaceholder="Name, code or city"
    />
  );
}
