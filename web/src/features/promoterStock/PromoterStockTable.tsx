import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  PromoterStockTable_query$data,
  PromoterStockTable_query$key,
} from '../../__generated__/PromoterStockTable_query.graphql';
import type { PromoterStockTablePaginationQuery } from '../../__generated__/PromoterStockTablePaginationQuery.graphql';
import { DaysFilter } from '../../lib/DaysFilter';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { FormField } from '../../lib/FormField';
import { formatDateTime } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { PromoterStockFilters } from './PromoterStockFilters';
import {
  STOCK_TYPE_FILTER_OPTIONS,
  promoterStockExportUrl,
  promoterStockVariables,
  stockTypeLabel,
  type PromoterStockList,
} from './promoterStockList';

const fragment = graphql`
  fragment PromoterStockTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    start: { type: "String" }
    end: { type: "String" }
    stockType: { type: "PromoterStockType" }
    promoter: { type: "ID" }
    retailer: { type: "ID" }
    search: { type: "String" }
  )
  @refetchable(queryName: "PromoterStockTablePaginationQuery") {
    promoterStockCounts(
      first: $first
      after: $after
      company: $company
      start: $start
      end: $end
      stockType: $stockType
      promoter: $promoter
      retailer: $retailer
      search: $search
    )
      @required(action: THROW)
      @connection(
        key: "PromoterStockTable_promoterStockCounts"
        filters: ["company", "start", "end", "stockType", "promoter", "retailer", "search"]
      ) {
      totalCount
      edges {
        node {
          id
          createdAt
          countDate
          stockType
          companyName
          promoter {
            id
            name
            phone
          }
          retailer {
            id
            name
            phone
          }
          lines {
            sku
            title
            quantity
          }
        }
      }
    }
  }
`;

type CountRow = PromoterStockTable_query$data['promoterStockCounts']['edges'][number]['node'];

/** How many products a row shows before "more". */
const SHOWN_LINES = 2;

/** A count's products and quantities: the first few, the rest a click away. */
function Catalogues({ lines }: { lines: CountRow['lines'] }) {
  const [open, setOpen] = useState(false);
  const shown = open ? lines : lines.slice(0, SHOWN_LINES);
  return (
    <Stack gap="0" minW="44">
      {shown.map((line) => (
        <Text key={line.sku} textStyle="sm" title={line.title ?? undefined}>
          {line.sku}{' '}
          <Text as="span" color="fg.muted">
            × {line.quantity}
          </Text>
        </Text>
      ))}
      {lines.length > SHOWN_LINES && (
        <Button
          size="2xs"
          variant="plain"
          colorPalette="blue"
          alignSelf="flex-start"
          px="0"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          {open ? 'Show less' : `+${lines.length - SHOWN_LINES} more`}
        </Button>
      )}
    </Stack>
  );
}

const none = <Text color="fg.muted">—</Text>;

const columns: readonly Column<CountRow>[] = [
  {
    key: 'createdAt',
    header: 'Created at',
    render: (r) => (
      <Stack gap="0" whiteSpace="nowrap">
        <Text>{formatDateTime(r.createdAt)}</Text>
        <Text textStyle="xs" color="fg.muted">
          Count of {r.countDate}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'stockType',
    header: 'Stock type',
    render: (r) => (
      <Badge colorPalette={r.stockType === 'CLOSING' ? 'purple' : 'teal'} variant="subtle" whiteSpace="nowrap">
        {stockTypeLabel(r.stockType)}
      </Badge>
    ),
  },
  {
    key: 'promoter',
    header: 'Promoter',
    render: (r) =>
      r.promoter ? (
        <Stack gap="0" minW="28">
          <Text>{r.promoter.name}</Text>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {r.promoter.phone}
          </Text>
        </Stack>
      ) : (
        none
      ),
  },
  { key: 'company', header: 'Company', render: (r) => <Text minW="24">{r.companyName}</Text> },
  {
    key: 'retailer',
    header: 'Retailer',
    render: (r) => (
      <Stack gap="0" minW="32">
        <Text>{r.retailer.name}</Text>
        <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
          {r.retailer.phone}
        </Text>
      </Stack>
    ),
  },
  { key: 'catalogues', header: 'Catalogues', render: (r) => <Catalogues lines={r.lines} /> },
];

interface Props {
  query: PromoterStockTable_query$key;
  list: PromoterStockList;
  onListChange: (list: PromoterStockList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
}

/**
 * Promoters' stock counts of a brand (every brand's without one), counted in the days chosen,
 * newest first: filtered by kind, promoter and shop, searched by a promoter's or shop's name or phone.
 */
export function PromoterStockTable({ query, list, onListChange, companyFilter }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    PromoterStockTablePaginationQuery,
    PromoterStockTable_query$key
  >(fragment, query);
  const variables = useMemo(
    () => promoterStockVariables(list),
    // Only what the rows are fetched with, not the page shown, the search (the table's own) or the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.company, list.from, list.to, list.stockType, list.promoter, list.retailer],
  );
  const { edges } = data.promoterStockCounts;
  const rows = useMemo(() => edges.map((edge) => edge.node), [edges]);
  const change = (patch: Partial<PromoterStockList>) => onListChange({ ...list, ...patch, page: 1 });

  return (
    <PaginationTable
      caption="Promoter stock counts"
      columns={columns}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={data.promoterStockCounts.totalCount}
      pagination={pagination}
      variables={variables}
      searchLabel="Search promoter or retailer"
      searchPlaceholder="Name or phone"
      search={list.search}
      onSearchChange={(search) => change({ search })}
      paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
      filters={
        <>
          {companyFilter}
          <DaysFilter from={list.from} to={list.to} onChange={(days) => change(days)} />
          <Box w={{ base: 'full', md: '32' }}>
            <FormField
              kind="select"
              label="Stock type"
              name="stockType"
              value={list.stockType}
              onChange={(v) => change({ stockType: v === 'OPENING' || v === 'CLOSING' ? v : '' })}
              options={STOCK_TYPE_FILTER_OPTIONS}
            />
          </Box>
          {list.company && (
            <PromoterStockFilters
              company={list.company}
              promoter={list.promoter}
              retailer={list.retailer}
              onChange={(patch) => change(patch)}
            />
          )}
        </>
      }
      actions={<ExportCsvButton url={promoterStockExportUrl(list)} fallbackName="promoter-stock.csv" />}
    />
  );
}
