import { MSG } from '@parcelo/common';
import { Box, Button, HStack, Stack, Switch, Text, VisuallyHidden } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { RetailersTable_query$key } from '../../__generated__/RetailersTable_query.graphql';
import type { RetailersTable_row$data, RetailersTable_row$key } from '../../__generated__/RetailersTable_row.graphql';
import type { RetailersTablePaginationQuery } from '../../__generated__/RetailersTablePaginationQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { FilterPair } from '../../lib/FilterPair';
import { formatNumber, formatPaise } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { notifyOutcome } from '../../lib/notify';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { D2rOrderDialog } from './D2rOrderDialog';
import { RetailerDialog } from './RetailerDialog';
import {
  ACTIVE_FILTER_OPTIONS,
  CLASS_OPTIONS,
  CLUSTER_OPTIONS,
  RETAILER_SEARCH_FIELDS,
  clusterLabel,
  retailerVariables,
  retailersExportUrl,
  type RetailerList,
} from './retailerList';
import { useRetailerActiveUpdateMutation } from './useRetailerActiveUpdateMutation';

const fragment = graphql`
  fragment RetailersTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    search: { type: "String" }
    searchBy: { type: "RetailerSearchField", defaultValue: RETAILER_NAME }
    retailCluster: { type: "RetailCluster" }
    retailerClass: { type: "RetailerClass" }
    active: { type: "Boolean" }
    sort: { type: "RetailerSort" }
  )
  @refetchable(queryName: "RetailersTablePaginationQuery") {
    retailers(
      first: $first
      after: $after
      company: $company
      search: $search
      searchBy: $searchBy
      retailCluster: $retailCluster
      retailerClass: $retailerClass
      active: $active
      sort: $sort
    )
      @required(action: THROW)
      @connection(
        key: "RetailersTable_retailers"
        filters: ["company", "search", "searchBy", "retailCluster", "retailerClass", "active", "sort"]
      ) {
      __id
      totalCount
      edges {
        node {
          ...RetailersTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the retailer mutations return them and the row
// changes in place without a refetch.
const rowFragment = graphql`
  fragment RetailersTable_row on StoreAddress @inline {
    id
    name
    phone
    city
    pincode
    storeType
    retailCluster
    retailerClass
    creditLimit
    paymentTermsDays
    outstanding
    isActive
    company {
      id
      name
    }
    salesman {
      id
      name
    }
    ...RetailerDialog_retailer
  }
`;

export type RetailerRow = RetailersTable_row$data;

const none = <Text color="fg.muted">—</Text>;

function retailerColumns(
  onEdit: (row: RetailerRow) => void,
  onOrder: (row: RetailerRow) => void,
): readonly Column<RetailerRow>[] {
  return [
    {
      key: 'name',
      header: 'Retailer',
      sortKey: 'NAME',
      render: (r) => (
        <Stack gap="0" minW="32">
          <Text>{r.name}</Text>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {r.phone}
          </Text>
        </Stack>
      ),
    },
    { key: 'brand', header: 'Brand', render: (r) => r.company?.name ?? none },
    {
      key: 'place',
      header: 'City / Pincode',
      render: (r) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{r.city}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.pincode}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'shop',
      header: 'Shop',
      // The store type and the class read together, as the field team says them ('GT, class B').
      render: (r) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{r.storeType ?? '—'}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.retailerClass ? `Class ${r.retailerClass}` : '—'}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'cluster',
      header: 'Cluster',
      render: (r) => <Text whiteSpace="nowrap">{clusterLabel(r.retailCluster)}</Text>,
    },
    { key: 'salesman', header: 'Salesman', render: (r) => r.salesman?.name ?? none },
    {
      key: 'credit',
      header: 'Credit',
      align: 'end',
      render: (r) => (
        <Stack gap="0" whiteSpace="nowrap" align="flex-end">
          <Text>{formatPaise(r.creditLimit)}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.paymentTermsDays === 0 ? 'Pays on delivery' : `${formatNumber(r.paymentTermsDays)} days`}
          </Text>
          {/* What it owes on open invoices; blank while the invoices service does not answer. */}
          {r.outstanding != null && (
            <Text textStyle="xs" color={r.outstanding > r.creditLimit ? 'fg.error' : 'fg.muted'}>
              Owes {formatPaise(r.outstanding)}
            </Text>
          )}
        </Stack>
      ),
    },
    { key: 'active', header: 'Active', render: (r) => <ActiveSwitch retailer={r} /> },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (r) => (
        <HStack gap="2" wrap="nowrap">
          <Button size="xs" variant="outline" onClick={() => onEdit(r)} aria-label={`Edit ${r.name}`}>
            Edit
          </Button>
          {/* An inactive retailer takes no orders: the server refuses them. */}
          {r.isActive && (
            <Button size="xs" variant="outline" onClick={() => onOrder(r)} aria-label={`New order for ${r.name}`}>
              New order
            </Button>
          )}
        </HStack>
      ),
    },
  ];
}

/** Shows what the server stored: it flips once the server has made the retailer active or not. */
function ActiveSwitch({ retailer }: { retailer: RetailerRow }) {
  const [update, isSaving] = useRetailerActiveUpdateMutation();
  return (
    <Switch.Root
      checked={retailer.isActive}
      disabled={isSaving}
      aria-busy={isSaving}
      onCheckedChange={(details) =>
        update(
          { storeAddress: retailer.id, active: details.checked },
          notifyOutcome(MSG.retailerSaved, MSG.somethingWentWrong),
        )
      }
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label textStyle="sm" minW="14">
        <VisuallyHidden>Active: {retailer.name}</VisuallyHidden>
        <span aria-hidden="true">{retailer.isActive ? 'Active' : 'Inactive'}</span>
      </Switch.Label>
    </Switch.Root>
  );
}

interface Props {
  query: RetailersTable_query$key;
  list: RetailerList;
  onListChange: (list: RetailerList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
}

/**
 * A brand's retailers (every brand's without one), newest first: searched by the retailer's
 * or the brand's name, filtered by cluster, class and active; added, edited, switched on or off.
 */
export function RetailersTable({ query, list, onListChange, companyFilter }: Props) {
  const { data, ...pagination } = usePaginationFragment<RetailersTablePaginationQuery, RetailersTable_query$key>(
    fragment,
    query,
  );
  const [draft, setDraft] = useSearchDraft(list.search, (search) => onListChange({ ...list, search, page: 1 }));
  const variables = useMemo(
    () => retailerVariables(list),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      list.company,
      list.by,
      list.search,
      list.cluster,
      list.retailerClass,
      list.active,
      list.sort?.by,
      list.sort?.order,
    ],
  );
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<RetailerRow | null>(null);
  const { edges } = data.retailers;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<RetailersTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const [ordering, setOrdering] = useState<RetailerRow | null>(null);
  const columns = retailerColumns(setEditing, setOrdering);
  const change = (patch: Partial<RetailerList>) => onListChange({ ...list, ...patch, page: 1 });

  return (
    <>
      <PaginationTable
        caption="Retailers"
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.retailers.totalCount}
        pagination={pagination}
        variables={variables}
        sort={list.sort}
        onSortChange={(sort) => change({ sort: sort as typeof list.sort })}
        paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
        filters={
          <>
            {companyFilter}
            <SearchByFilter
              fields={RETAILER_SEARCH_FIELDS}
              by={list.by}
              onByChange={(by) => change({ by })}
              text={draft}
              onTextChange={setDraft}
              label="Search retailers"
              widths={['40', '56']}
            />
            <FilterPair>
              <Box w={{ base: 'full', md: '40' }}>
                <FormField
                  kind="select"
                  label="Retail cluster"
                  name="cluster"
                  value={list.cluster ?? ''}
                  onChange={(v) => change({ cluster: CLUSTER_OPTIONS.find((c) => c.value === v)?.value ?? null })}
                  options={CLUSTER_OPTIONS}
                  placeholder="Any"
                />
              </Box>
              <Box w={{ base: 'full', md: '28' }}>
                <FormField
                  kind="select"
                  label="Class"
                  name="class"
                  value={list.retailerClass ?? ''}
                  onChange={(v) => change({ retailerClass: CLASS_OPTIONS.find((c) => c.value === v)?.value ?? null })}
                  options={CLASS_OPTIONS}
                  placeholder="Any"
                />
              </Box>
            </FilterPair>
            <Box w={{ base: 'full', md: '28' }}>
              <FormField
                kind="select"
                label="Status"
                name="active"
                value={list.active === null ? '' : String(list.active)}
                onChange={(v) => change({ active: v === 'true' ? true : v === 'false' ? false : null })}
                options={ACTIVE_FILTER_OPTIONS}
                placeholder="Any"
              />
            </Box>
          </>
        }
        actions={
          <>
            {/* The export is one brand's retailers. */}
            {list.company && <ExportCsvButton url={retailersExportUrl(list.company)} fallbackName="retailers.csv" />}
            <Button onClick={() => setAdding(true)}>Add retailer</Button>
          </>
        }
      />
      <RetailerDialog
        open={adding}
        onClose={() => setAdding(false)}
        company={list.company}
        connection={data.retailers.__id}
      />
      <RetailerDialog open={editing !== null} onClose={() => setEditing(null)} retailer={editing} />
      <D2rOrderDialog retailer={ordering} onClose={() => setOrdering(null)} />
    </>
  );
}
