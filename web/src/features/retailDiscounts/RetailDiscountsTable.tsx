import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { ConnectionHandler, graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { RetailDiscountsTable_company$key } from '../../__generated__/RetailDiscountsTable_company.graphql';
import type {
  RetailDiscountsTable_row$data,
  RetailDiscountsTable_row$key,
} from '../../__generated__/RetailDiscountsTable_row.graphql';
import type { RetailDiscountsTablePaginationQuery } from '../../__generated__/RetailDiscountsTablePaginationQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDay } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { RetailDiscountDeleteButton } from './RetailDiscountDeleteButton';
import { RetailDiscountDialog } from './RetailDiscountDialog';
import { appliesToLabel, discountsExportUrl, type DiscountList, type DiscountSortBy } from './retailDiscountList';

const fragment = graphql`
  fragment RetailDiscountsTable_company on Company
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    sort: { type: "RetailDiscountSort" }
  )
  @refetchable(queryName: "RetailDiscountsTablePaginationQuery") {
    id
    retailDiscounts(first: $first, after: $after, search: $search, sort: $sort)
      @required(action: THROW)
      @connection(key: "RetailDiscountsTable_retailDiscounts", filters: ["search", "sort"]) {
      totalCount
      edges {
        node {
          ...RetailDiscountsTable_row
        }
      }
    }
  }
`;

/** The listed connection of a brand's discounts as the list shows them, which a new one joins at the top. */
export const retailDiscountsConnection = (companyId: string, list: DiscountList) =>
  ConnectionHandler.getConnectionID(companyId, 'RetailDiscountsTable_retailDiscounts', {
    search: list.search || null,
    sort: list.sort,
  });

// A row's fields as their own fragment: the edit mutation returns them, so the row changes in place.
const rowFragment = graphql`
  fragment RetailDiscountsTable_row on RetailDiscount @inline {
    id
    sku
    productTitle
    appliesTo
    retailerClass
    retailCluster
    percent
    startsOn
    endsOn
    ...RetailDiscountDialog_discount
  }
`;

type Row = RetailDiscountsTable_row$data;

function discountColumns(onEdit: (row: Row) => void): readonly Column<Row>[] {
  return [
    {
      key: 'sku',
      header: 'Product',
      sortKey: 'SKU',
      render: (r) => (
        <Box minW="40">
          <Text fontWeight="medium">{r.sku}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.productTitle}
          </Text>
        </Box>
      ),
    },
    {
      key: 'appliesTo',
      header: 'Applies to',
      render: (r) =>
        appliesToLabel({ appliesTo: r.appliesTo, retailerClass: r.retailerClass, retailCluster: r.retailCluster }),
    },
    { key: 'discount', header: 'Discount', align: 'end', sortKey: 'BASIS_POINTS', render: (r) => `${r.percent}%` },
    {
      key: 'from',
      header: 'Effective from',
      sortKey: 'STARTS_ON',
      render: (r) => <Text whiteSpace="nowrap">{formatDay(r.startsOn)}</Text>,
    },
    { key: 'to', header: 'Effective to', render: (r) => <Text whiteSpace="nowrap">{formatDay(r.endsOn)}</Text> },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (r) => (
        <HStack gap="2" wrap="nowrap">
          <Button size="xs" variant="outline" onClick={() => onEdit(r)} aria-label={`Edit discount on ${r.sku}`}>
            Edit
          </Button>
          <RetailDiscountDeleteButton id={r.id} sku={r.sku} />
        </HStack>
      ),
    },
  ];
}

interface Props {
  company: RetailDiscountsTable_company$key;
  list: DiscountList & { company: string };
  onListChange: (list: DiscountList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
}

/** A brand's discounts to its retailers, newest first unless sorted, searched by SKU; edited and deleted row by row. */
export function RetailDiscountsTable({ company, list, onListChange, companyFilter }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    RetailDiscountsTablePaginationQuery,
    RetailDiscountsTable_company$key
  >(fragment, company);
  // The table adds the search itself; only the sort is the page's.
  const variables = useMemo(
    () => ({ sort: list.sort }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.sort?.by, list.sort?.order],
  );
  const [editing, setEditing] = useState<Row | null>(null);
  const { edges } = data.retailDiscounts;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<RetailDiscountsTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const change = (patch: Partial<DiscountList>) => onListChange({ ...list, ...patch, page: 1 });

  return (
    <>
      <PaginationTable
        caption="Retail discounts"
        columns={discountColumns(setEditing)}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.retailDiscounts.totalCount}
        pagination={pagination}
        variables={variables}
        searchLabel="Search by SKU"
        searchPlaceholder="SKU"
        search={list.search}
        onSearchChange={(search) => change({ search })}
        sort={list.sort}
        onSortChange={(sort) => change({ sort: { by: sort.by as DiscountSortBy, order: sort.order } })}
        paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
        filters={companyFilter}
        actions={<ExportCsvButton url={discountsExportUrl(list)} fallbackName="retail-discounts.csv" />}
      />
      <RetailDiscountDialog open={editing !== null} onClose={() => setEditing(null)} discount={editing} />
    </>
  );
}
