import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { RetailerEngineTable_query$key } from '../../__generated__/RetailerEngineTable_query.graphql';
import type {
  RetailerEngineTable_row$data,
  RetailerEngineTable_row$key,
} from '../../__generated__/RetailerEngineTable_row.graphql';
import type { RetailerEngineTablePaginationQuery } from '../../__generated__/RetailerEngineTablePaginationQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { FilterPair } from '../../lib/FilterPair';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { notifyOutcome } from '../../lib/notify';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { CLASS_OPTIONS, engineExportUrl, engineVariables, onTimeLabel, type EngineList } from './engineList';
import { useRetailerEngineApplyMutation } from './useRetailerEngineApplyMutation';

const fragment = graphql`
  fragment RetailerEngineTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID!" }
    engineClass: { type: "RetailerClass" }
    changed: { type: "Boolean" }
  )
  @refetchable(queryName: "RetailerEngineTablePaginationQuery") {
    retailerEngineRetailers(
      company: $company
      first: $first
      after: $after
      engineClass: $engineClass
      changed: $changed
    )
      @required(action: THROW)
      @connection(key: "RetailerEngineTable_retailerEngineRetailers", filters: ["company", "engineClass", "changed"]) {
      totalCount
      edges {
        node {
          ...RetailerEngineTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment: applying a class returns them, so the row changes in place.
const rowFragment = graphql`
  fragment RetailerEngineTable_row on StoreAddress @inline {
    id
    name
    phone
    retailerClass
    engineScore {
      engineClass
      score
      value
      orders
      onTimeShare
      suggestions {
        __typename
      }
    }
  }
`;

export type EngineRow = RetailerEngineTable_row$data;

/** Clicks on a row's buttons do their own thing, not open the row's drawer. */
const keepClick = (event: MouseEvent) => event.stopPropagation();

const changedOf = (r: EngineRow) => r.engineScore != null && r.engineScore.engineClass !== r.retailerClass;

function engineColumns(onApply: (row: EngineRow) => void, applying: boolean): readonly Column<EngineRow>[] {
  return [
    {
      key: 'retailer',
      header: 'Retailer',
      render: (r) => (
        <Box>
          <Text fontWeight="medium">{r.name}</Text>
          <Text textStyle="sm" color="fg.muted">
            {r.phone}
          </Text>
        </Box>
      ),
    },
    { key: 'current', header: 'Current class', render: (r) => r.retailerClass ?? '—' },
    {
      key: 'engine',
      header: 'Engine class',
      render: (r) =>
        r.engineScore ? (
          <HStack gap="2">
            <Badge colorPalette={changedOf(r) ? 'orange' : 'gray'} variant={changedOf(r) ? 'solid' : 'subtle'}>
              {r.engineScore.engineClass}
            </Badge>
            {changedOf(r) && (
              <Text textStyle="xs" color="orange.fg">
                Changed
              </Text>
            )}
          </HStack>
        ) : (
          <Text color="fg.muted">Not scored</Text>
        ),
    },
    { key: 'score', header: 'Score', align: 'end', render: (r) => r.engineScore?.score ?? '—' },
    {
      key: 'value',
      header: 'Value (90 days)',
      align: 'end',
      render: (r) => (r.engineScore ? formatPaise(r.engineScore.value) : '—'),
    },
    { key: 'orders', header: 'Orders', align: 'end', render: (r) => r.engineScore?.orders ?? '—' },
    { key: 'onTime', header: 'On time', align: 'end', render: (r) => onTimeLabel(r.engineScore?.onTimeShare) },
    {
      key: 'suggestions',
      header: 'Suggested lines',
      align: 'end',
      render: (r) => r.engineScore?.suggestions.length ?? 0,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (r) => (
        <Button
          size="xs"
          variant="outline"
          onClick={(event) => {
            keepClick(event);
            onApply(r);
          }}
          disabled={!changedOf(r) || applying}
          aria-label={`Apply class for ${r.name}`}
        >
          Apply
        </Button>
      ),
    },
  ];
}

interface Props {
  query: RetailerEngineTable_query$key;
  list: EngineList;
  onListChange: (list: EngineList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
  openRetailerId: string | null;
  onOpenRetailer: (id: string) => void;
  /** Changing it fetches the rows again (a run finished). */
  refreshKey: number;
}

/** A brand's retailers by name: their class and the engine's, its figures, and Apply per row. */
export function RetailerEngineTable({
  query,
  list,
  onListChange,
  companyFilter,
  openRetailerId,
  onOpenRetailer,
  refreshKey,
}: Props) {
  const { data, ...pagination } = usePaginationFragment<
    RetailerEngineTablePaginationQuery,
    RetailerEngineTable_query$key
  >(fragment, query);
  const variables = useMemo(
    () => engineVariables(list),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.engineClass, list.changed],
  );
  const [apply, applying] = useRetailerEngineApplyMutation();
  const { edges } = data.retailerEngineRetailers;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<RetailerEngineTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const onApply = (row: EngineRow) =>
    list.company &&
    apply(
      { company: list.company, retailers: [row.id] },
      notifyOutcome(`${row.name} is now class ${row.engineScore?.engineClass}`, 'The class could not be applied.'),
    );
  const change = (patch: Partial<EngineList>) => onListChange({ ...list, ...patch, page: 1 });

  return (
    <PaginationTable
      caption="Retailers"
      columns={engineColumns(onApply, applying)}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={data.retailerEngineRetailers.totalCount}
      pagination={pagination}
      variables={variables}
      refreshKey={refreshKey}
      onRowOpen={(row) => onOpenRetailer(row.id)}
      openRowId={openRetailerId}
      paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
      filters={
        <>
          {companyFilter}
          <FilterPair>
            <Box w={{ base: 'full', md: '32' }}>
              <FormField
                kind="select"
                label="Engine class"
                name="engineClass"
                value={list.engineClass ?? ''}
                onChange={(v) => change({ engineClass: CLASS_OPTIONS.find((o) => o.value === v)?.value || null })}
                options={CLASS_OPTIONS}
              />
            </Box>
            <Box w={{ base: 'full', md: '40' }}>
              <FormField
                kind="select"
                label="Show"
                name="changed"
                value={list.changed ? 'changed' : ''}
                onChange={(v) => change({ changed: v === 'changed' })}
                options={[
                  { value: '', label: 'All retailers' },
                  { value: 'changed', label: 'Class changed' },
                ]}
              />
            </Box>
          </FilterPair>
        </>
      }
      actions={<ExportCsvButton url={engineExportUrl(list)} fallbackName="retailer-engine.csv" />}
    />
  );
}
