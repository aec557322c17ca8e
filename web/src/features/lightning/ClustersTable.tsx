import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { ClustersTable_query$key } from '../../__generated__/ClustersTable_query.graphql';
import type { ClustersTable_row$data, ClustersTable_row$key } from '../../__generated__/ClustersTable_row.graphql';
import type { ClustersTablePaginationQuery } from '../../__generated__/ClustersTablePaginationQuery.graphql';
import { useAdminMay } from '../../lib/adminAccess';
import { formatNumber } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useListParams } from '../../lib/useListParams';
import { WarehouseCreateDialog } from '../warehouses';
import { ClusterDialog } from './ClusterDialog';
import { useMayManageLightning } from './useMayManageLightning';

const fragment = graphql`
  fragment ClustersTable_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, search: { type: "String" })
  @refetchable(queryName: "ClustersTablePaginationQuery") {
    clusters(first: $first, after: $after, search: $search)
      @required(action: THROW)
      @connection(key: "ClustersTable_clusters", filters: ["search"]) {
      __id
      totalCount
      edges {
        node {
          ...ClustersTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so adding or editing a cluster returns them and the
// row changes in place.
const rowFragment = graphql`
  fragment ClustersTable_row on Cluster @inline {
    id
    name
    code
    warehouseName
    pocName
    pocPhone
    address {
      city
    }
    pincodes
    driverCount
    ...ClusterDialog_cluster
  }
`;

export type ClusterRow = ClustersTable_row$data;

/** The list sorts by nothing but its own order (newest first). */
export const CLUSTER_SORTS = [] as const;

const muted = (text: string) => <Text color="fg.muted">{text}</Text>;

function clusterColumns(onEdit: ((row: ClusterRow) => void) | null): readonly Column<ClusterRow>[] {
  const columns: Column<ClusterRow>[] = [
    { key: 'name', header: 'Name', render: (c) => <Text fontWeight="medium">{c.name}</Text> },
    { key: 'code', header: 'Code', render: (c) => <Text fontFamily="mono">{c.code}</Text> },
    {
      key: 'warehouse',
      header: 'Micro warehouse',
      render: (c) => <Text minW="32">{c.warehouseName}</Text>,
    },
    {
      key: 'poc',
      header: 'POC',
      render: (c) => (
        <Stack gap="0" minW="32">
          <Text>{c.pocName}</Text>
          <Text textStyle="xs" color="fg.muted">
            {c.pocPhone}
          </Text>
        </Stack>
      ),
    },
    { key: 'city', header: 'City', render: (c) => c.address.city || muted('—') },
    {
      key: 'pincodes',
      header: 'Pincodes',
      align: 'end',
      render: (c) => <Text title={c.pincodes.join(', ')}>{formatNumber(c.pincodes.length)}</Text>,
    },
    { key: 'drivers', header: 'Drivers', align: 'end', render: (c) => formatNumber(c.driverCount) },
  ];
  if (!onEdit) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (c) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => onEdit(c)}
          aria-label={`Edit ${c.name} at ${c.warehouseName}`}
        >
          Edit
        </Button>
      ),
    },
  ];
}

/** No clusters yet: what they are for, and the way to add one (when the list could be read). */
export function NoClusters({ onAdd }: { onAdd?: () => void }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
      <Text fontWeight="medium">No clusters yet</Text>
      <Text color="fg.muted" textStyle="sm" mt="1">
        A cluster is the area a micro warehouse delivers to fast, named C1 to C6 there. Drivers are given one.
      </Text>
      {onAdd && (
        <Button mt="4" onClick={onAdd}>
          Add cluster
        </Button>
      )}
    </Box>
  );
}

/**
 * Every cluster, newest first, searched by name, with Add cluster and each row's Edit; an admin
 * who may also create warehouses makes a cluster's micro warehouse here first (Add warehouse).
 */
export function ClustersTable({ query }: { query: ClustersTable_query$key }) {
  const { data, ...pagination } = usePaginationFragment<ClustersTablePaginationQuery, ClustersTable_query$key>(
    fragment,
    query,
  );
  const [list, changeList] = useListParams(CLUSTER_SORTS);
  const mayManage = useMayManageLightning();
  const may = useAdminMay();
  const mayCreateWarehouse = mayManage && may('warehouses');
  const [adding, setAdding] = useState(false);
  const [creatingWarehouse, setCreatingWarehouse] = useState(false);
  const [editing, setEditing] = useState<ClusterRow | null>(null);
  const { edges } = data.clusters;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<ClustersTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const connection = data.clusters.__id;

  return (
    <Stack gap="4">
      {data.clusters.totalCount === 0 && !list.search && (
        <NoClusters {...(mayManage ? { onAdd: () => setAdding(true) } : {})} />
      )}
      <PaginationTable
        caption="Clusters"
        columns={clusterColumns(mayManage ? setEditing : null)}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.clusters.totalCount}
        pagination={pagination}
        searchLabel="Search clusters"
        searchPlaceholder="C1 to C6"
        search={list.search}
        onSearchChange={(search) => changeList({ ...list, search, page: 1 })}
        paging={{ ...list, onChange: (paging) => changeList({ ...list, ...paging }) }}
        actions={
          mayManage && (
            <HStack gap="2" wrap="wrap">
              <Button onClick={() => setAdding(true)}>Add cluster</Button>
              {mayCreateWarehouse && (
                <Button variant="outline" onClick={() => setCreatingWarehouse(true)}>
                  Add warehouse
                </Button>
              )}
            </HStack>
          )
        }
      />
      {/* The cluster dialog's warehouse select reads the warehouses afresh each time it opens,
          so the one just created is offered there with nothing more to do. */}
      <WarehouseCreateDialog
        open={creatingWarehouse}
        onClose={() => setCreatingWarehouse(false)}
        onCreated={() => undefined}
      />
      <ClusterDialog open={adding} onClose={() => setAdding(false)} cluster={null} connection={connection} />
      <ClusterDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        cluster={editing}
        connection={connection}
      />
    </Stack>
  );
}
