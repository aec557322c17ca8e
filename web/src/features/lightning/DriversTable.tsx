import { MSG } from '@parcelo/common';
import { Badge, Button, HStack, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { DriversTable_query$key } from '../../__generated__/DriversTable_query.graphql';
import type { DriversTable_row$data, DriversTable_row$key } from '../../__generated__/DriversTable_row.graphql';
import type { DriversTablePaginationQuery } from '../../__generated__/DriversTablePaginationQuery.graphql';
import { notifyOutcome } from '../../lib/notify';
import { formatNumber } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { useUrlFilters } from '../../lib/useUrlFilters';
import { AssignedOrdersDialog } from './AssignedOrdersDialog';
import { ClusterOwnerDialog } from './ClusterOwnerDialog';
import { DriverClusterDialog } from './DriverClusterDialog';
import { DriverCreateDialog } from './DriverCreateDialog';
import { DRIVER_SEARCH_FIELDS, driverVariables, readDriverList, writeDriverList } from './driverList';
import { capacityLabel, clusterLabel, driverStatusLabel } from './lightningForms';
import { useDriverUpdateMutation } from './useDriverUpdateMutation';
import { useMayManageLightning } from './useMayManageLightning';
import { WarehouseUserDialog } from './WarehouseUserDialog';

const fragment = graphql`
  fragment DriversTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    searchBy: { type: "DriverSearchField", defaultValue: NAME }
  )
  @refetchable(queryName: "DriversTablePaginationQuery") {
    drivers(first: $first, after: $after, search: $search, searchBy: $searchBy)
      @required(action: THROW)
      @connection(key: "DriversTable_drivers", filters: ["search", "searchBy"]) {
      __id
      totalCount
      edges {
        node {
          ...DriversTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the driver mutations return them and the row
// changes in place (switched off, a new cluster) without a refetch.
const rowFragment = graphql`
  fragment DriversTable_row on Driver @inline {
    id
    name
    phone
    active
    statusCode
    vehicleLabel
    capacityOrders
    capacityKg
    # Only the count shows here, read with the page; the orders themselves when the list opens.
    heldOrders
    cluster {
      name
      warehouseName
    }
  }
`;

export type DriverRow = DriversTable_row$data;

const STATUS_PALETTE: Record<number, string> = { 1: 'gray', 2: 'orange', 3: 'blue' };

interface RowActions {
  onOpen: (row: DriverRow) => void;
  onViewOrders: (row: DriverRow) => void;
  /** Null for a viewer who only looks (a cluster owner). */
  onAssign: ((row: DriverRow) => void) | null;
}

function driverColumns({ onOpen, onViewOrders, onAssign }: RowActions): readonly Column<DriverRow>[] {
  const columns: Column<DriverRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (d) => (
        <Button variant="plain" size="sm" px="0" h="auto" color="colorPalette.fg" onClick={() => onOpen(d)}>
          {d.name}
        </Button>
      ),
    },
    { key: 'phone', header: 'Phone', render: (d) => <Text whiteSpace="nowrap">{d.phone}</Text> },
    {
      key: 'vehicle',
      header: 'Vehicle',
      render: (d) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{d.vehicleLabel}</Text>
          <Text textStyle="xs" color="fg.muted">
            {capacityLabel(d.capacityOrders, d.capacityKg)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (d) => (
        <Badge colorPalette={STATUS_PALETTE[d.statusCode] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
          {driverStatusLabel(d.statusCode)}
        </Badge>
      ),
    },
    {
      key: 'cluster',
      header: 'Cluster',
      render: (d) =>
        d.cluster ? (
          <Text minW="28">{clusterLabel(d.cluster.name, d.cluster.warehouseName)}</Text>
        ) : (
          <Text color="fg.muted">—</Text>
        ),
    },
    {
      key: 'orders',
      header: 'Orders',
      align: 'end',
      render: (d) => (
        <HStack gap="2" justify="flex-end" whiteSpace="nowrap">
          <Text>{formatNumber(d.heldOrders)}</Text>
          <Button size="xs" variant="outline" onClick={() => onViewOrders(d)} aria-label={`View orders of ${d.name}`}>
            View
          </Button>
        </HStack>
      ),
    },
  ];
  if (!onAssign)
    return [
      ...columns,
      {
        key: 'active',
        header: 'Active',
        render: (d) => (
          <Badge colorPalette={d.active ? 'green' : 'gray'} variant="subtle">
            {d.active ? 'Active' : 'Inactive'}
          </Badge>
        ),
      },
    ];
  return [
    ...columns,
    { key: 'active', header: 'Active', render: (d) => <ActiveSwitch driver={d} /> },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (d) => (
        <Button size="xs" variant="outline" onClick={() => onAssign(d)} aria-label={`Assign cluster to ${d.name}`}>
          Assign cluster
        </Button>
      ),
    },
  ];
}

/** Shows what the server stored: it flips once the server has switched the driver on or off. */
function ActiveSwitch({ driver }: { driver: DriverRow }) {
  const [update, isSaving] = useDriverUpdateMutation();
  return (
    <Switch.Root
      checked={driver.active}
      disabled={isSaving}
      aria-busy={isSaving}
      onCheckedChange={(details) =>
        update({ id: driver.id, active: details.checked }, notifyOutcome(MSG.driverUpdated, MSG.genericFailure))
      }
    >
      {/* The input is named by its label (aria-labelledby), so the label carries the driver's
          name for assistive technology, which reads the state from the switch itself. */}
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label textStyle="sm" minW="14">
        <VisuallyHidden>Active: {driver.name}</VisuallyHidden>
        <span aria-hidden="true">{driver.active ? 'Active' : 'Inactive'}</span>
      </Switch.Label>
    </Switch.Root>
  );
}

interface Props {
  query: DriversTable_query$key;
  openDriverId: string | null;
  onOpenDriver: (id: string) => void;
}

/**
 * Every driver, newest first, searched by name or phone, with Add driver, Add cluster owner,
 * Add warehouse user and Assign cluster.
 */
export function DriversTable({ query, openDriverId, onOpenDriver }: Props) {
  const { data, ...pagination } = usePaginationFragment<DriversTablePaginationQuery, DriversTable_query$key>(
    fragment,
    query,
  );
  const [list, changeList] = useUrlFilters(readDriverList, writeDriverList);
  const [draft, setDraft] = useSearchDraft(list.search, (search) => changeList({ ...list, search, page: 1 }));
  const variables = useMemo(
    () => driverVariables(list),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.by, list.search],
  );
  const mayManage = useMayManageLightning();
  const [dialog, setDialog] = useState<'driver' | 'owner' | 'warehouseUser' | null>(null);
  const [assigning, setAssigning] = useState<DriverRow | null>(null);
  const [viewing, setViewing] = useState<DriverRow | null>(null);
  const { edges } = data.drivers;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<DriversTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const columns = driverColumns({
    onOpen: (row) => onOpenDriver(row.id),
    onViewOrders: setViewing,
    onAssign: mayManage ? setAssigning : null,
  });

  return (
    <>
      <PaginationTable
        caption="Drivers"
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.drivers.totalCount}
        pagination={pagination}
        variables={variables}
        openRowId={openDriverId}
        paging={{ ...list, onChange: (paging) => changeList({ ...list, ...paging }) }}
        filters={
          <SearchByFilter
            fields={DRIVER_SEARCH_FIELDS}
            by={list.by}
            onByChange={(by) => changeList({ ...list, by, page: 1 })}
            text={draft}
            onTextChange={setDraft}
            label="Search drivers"
            widths={['32', '56']}
          />
        }
        actions={
          mayManage && (
            <HStack gap="2" wrap="wrap">
              <Button onClick={() => setDialog('driver')}>Add driver</Button>
              <Button variant="outline" onClick={() => setDialog('owner')}>
                Add cluster owner
              </Button>
              <Button variant="outline" onClick={() => setDialog('warehouseUser')}>
                Add warehouse user
              </Button>
            </HStack>
          )
        }
      />
      <DriverCreateDialog open={dialog === 'driver'} onClose={() => setDialog(null)} connection={data.drivers.__id} />
      <ClusterOwnerDialog open={dialog === 'owner'} onClose={() => setDialog(null)} />
      <WarehouseUserDialog open={dialog === 'warehouseUser'} onClose={() => setDialog(null)} />
      <DriverClusterDialog open={assigning !== null} onClose={() => setAssigning(null)} driver={assigning} />
      <AssignedOrdersDialog driver={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
