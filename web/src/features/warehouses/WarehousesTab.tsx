import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WarehousesTabPaginationQuery } from '../../__generated__/WarehousesTabPaginationQuery.graphql';
import type {
  WarehousesTab_query$data,
  WarehousesTab_query$key,
} from '../../__generated__/WarehousesTab_query.graphql';
import { formatDate } from '../../lib/format';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { listExportUrl } from '../../lib/listParams';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useListParams } from '../../lib/useListParams';
import { warehouseTypeLabel } from './labels';
import { OpenWarehouseRequests } from './OpenWarehouseRequests';
import { WarehouseCreateDialog } from './WarehouseCreateDialog';

const fragment = graphql`
  fragment WarehousesTab_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    sort: { type: "WarehouseSort" }
  )
  @refetchable(queryName: "WarehousesTabPaginationQuery") {
    ...OpenWarehouseRequests_query
    warehouses(first: $first, after: $after, search: $search, sort: $sort)
      @required(action: THROW)
      @connection(key: "WarehousesTab_warehouses", filters: ["search", "sort"]) {
      totalCount
      edges {
        node {
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
  { key: 'code', header: 'Code', sortKey: 'CODE', render: (w) => <Text fontFamily="mono">{w.warehouseId}</Text> },
  { key: 'name', header: 'Name', sortKey: 'NAME', render: (w) => <Text fontWeight="medium">{w.name}</Text> },
  { key: 'type', header: 'Type', render: (w) => warehouseTypeLabel(w.warehouseType) },
  { key: 'location', header: 'City / State', render: (w) => `${w.address.city}, ${w.address.state}` },
  {
    key: 'active',
    header: 'Active',
    render: (w) => <Badge colorPalette={w.active ? 'green' : 'gray'}>{w.active ? 'Active' : 'Inactive'}</Badge>,
  },
  { key: 'created', header: 'Created', sortKey: 'CREATED_AT', render: (w) => formatDate(w.createdAt) },
];

/** The columns the warehouses list sorts by (the API's WarehouseSortField). */
export const WAREHOUSE_SORTS = ['CREATED_AT', 'NAME', 'CODE'] as const;

/** Admin home, Warehouses tab: every warehouse, newest first unless sorted; search, sort and page in the URL. */
export function WarehousesTab({ query }: { query: WarehousesTab_query$key }) {
  const { data, ...pagination } = usePaginationFragment<WarehousesTabPaginationQuery, WarehousesTab_query$key>(
    fragment,
    query,
  );
  const [list, changeList] = useListParams(WAREHOUSE_SORTS);
  const variables = useMemo(() => ({ sort: list.sort }), [list.sort]);
  const [creating, setCreating] = useState(false);
  // A new warehouse is fetched with the rows (newest first unless sorted otherwise).
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <Stack gap="4">
      <WarehouseCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => setRefreshKey((k) => k + 1)}
      />
      <OpenWarehouseRequests query={data} />
      <PaginationTable
        caption="Warehouses"
        columns={COLUMNS}
        rowKey={(node) => node.id}
        nodes={data.warehouses.edges.map((edge) => edge.node)}
        totalCount={data.warehouses.totalCount}
        pagination={pagination}
        variables={variables}
        searchLabel="Search warehouses"
        searchPlaceholder="Name, code or city"
        search={list.search}
        onSearchChange={(search) => changeList({ ...list, search, page: 1 })}
        sort={list.sort}
        onSortChange={(sort) => changeList({ ...list, sort: sort as typeof list.sort, page: 1 })}
        paging={{ ...list, onChange: (paging) => changeList({ ...list, ...paging }) }}
        refreshKey={refreshKey}
        actions={
          <HStack gap="2">
            <Button size="sm" onClick={() => setCreating(true)}>
              Create warehouse
            </Button>
            <ExportCsvButton url={listExportUrl('/files/warehouses.csv', list)} fallbackName="warehouses.csv" />
          </HStack>
        }
      />
    </Stack>
  );
}
