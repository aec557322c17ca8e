import { MAX_DOCUMENT_ORDERS } from '@parcelo/common';
import { Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { OrdersTable_order$data, OrdersTable_order$key } from '../../__generated__/OrdersTable_order.graphql';
import type { OrdersTable_query$key } from '../../__generated__/OrdersTable_query.graphql';
import type { OrdersTablePaginationQuery } from '../../__generated__/OrdersTablePaginationQuery.graphql';
import { formatDate, formatPaise, formatTime } from '../../lib/format';
import { PaginationTable, type Column, type RowSelection } from '../../lib/PaginationTable';
import { useWorksForSellers } from '../../lib/SellerFilter';
import { itemsSummary, paymentModeLabel } from './labels';
import { OrderFilterBar } from './OrderFilterBar';
import { filterVariables, type OrderFilters } from './orderFilters';
import { OrderStatusTag } from './OrderStatusTag';

// Shown once orders are ticked, so the page's first load does without the downloads' code.
const OrderDocumentsActions = lazy(async () => ({
  default: (await import('./OrderDocumentsActions')).OrderDocumentsActions,
}));

const fragment = graphql`
  fragment OrdersTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "OrderSearch" }
    status: { type: "[String!]" }
    createdAt: { type: "DateRange" }
    company: { type: "ID" }
    warehouse: { type: "ID" }
  )
  @refetchable(queryName: "OrdersTablePaginationQuery") {
    viewer {
      ...SellerFilter_viewer
    }
    orders(
      first: $first
      after: $after
      search: $search
      status: $status
      createdAt: $createdAt
      company: $company
      warehouse: $warehouse
    )
      @required(action: THROW)
      @connection(key: "OrdersTable_orders", filters: ["search", "status", "createdAt", "company", "warehouse"]) {
      totalCount
      edges {
        node {
          ...OrdersTable_order
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the order mutations can return them and the
// row changes in place (a reassigned warehouse, a cancelled status) without a refetch.
const rowFragment = graphql`
  fragment OrdersTable_order on Order @inline {
    id
    shopOrderId
    createdAt
    customer {
      name
      phone
    }
    items {
      title
    }
    totalAmount
    paymentMode
    status {
      label
      tone
    }
    awb
    warehouse {
      name
    }
    company {
      name
    }
  }
`;

type OrderRow = OrdersTable_order$data;

const COLUMNS: readonly Column<OrderRow>[] = [
  {
    key: 'order',
    header: 'Order ID',
    render: (o) => (
      <Text fontWeight="medium" whiteSpace="nowrap">
        {o.shopOrderId}
      </Text>
    ),
  },
  {
    key: 'date',
    header: 'Date',
    // Date over time keeps the table within the page.
    render: (o) => (
      <Stack gap="0" whiteSpace="nowrap">
        <Text>{formatDate(o.createdAt)}</Text>
        <Text textStyle="xs" color="fg.muted">
          {formatTime(o.createdAt)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    render: (o) => (
      <Stack gap="0">
        <Text>{o.customer.name}</Text>
        <Text textStyle="xs" color="fg.muted">
          {o.customer.phone}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'items',
    header: 'Items',
    render: (o) => (
      <Text maxW="48" lineClamp={2} title={o.items.map((item) => item.title).join(', ')}>
        {itemsSummary(o.items)}
      </Text>
    ),
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    render: (o) => <Text whiteSpace="nowrap">{formatPaise(o.totalAmount)}</Text>,
  },
  { key: 'payment', header: 'Payment', render: (o) => paymentModeLabel(o.paymentMode) },
  { key: 'status', header: 'Status', render: (o) => <OrderStatusTag label={o.status.label} tone={o.status.tone} /> },
  {
    key: 'awb',
    header: 'AWB',
    render: (o) => o.awb ?? <Text color="fg.muted">—</Text>,
  },
  {
    key: 'warehouse',
    header: 'Pickup warehouse',
    render: (o) => (o.warehouse ? o.warehouse.name : <Text color="fg.muted">—</Text>),
  },
];

/** A warehouse operator works several sellers' orders: each row names its seller, after the order ID. */
const SELLER_COLUMN: Column<OrderRow> = {
  key: 'seller',
  header: 'Seller',
  render: (o) => (o.company ? o.company.name : <Text color="fg.muted">—</Text>),
};
const OPERATOR_COLUMNS: readonly Column<OrderRow>[] = [COLUMNS[0]!, SELLER_COLUMN, ...COLUMNS.slice(1)];

interface Props {
  query: OrdersTable_query$key;
  filters: OrderFilters;
  onFiltersChange: (filters: OrderFilters) => void;
  openOrderId: string | null;
  onOpenOrder: (id: string) => void;
  /** Changes when the orders changed elsewhere (a channel sync), to fetch the listed rows again. */
  refreshKey: number;
  /** The company an admin works on (Brands > Orders); the filters' seller otherwise. */
  company?: string | undefined;
}

const orderRowLabel = (order: OrderRow) => `Select order ${order.shopOrderId}`;

/** The seller's orders, newest first, filtered as the URL says; picked orders' documents download together. */
export function OrdersTable({ query, filters, onFiltersChange, openOrderId, onOpenOrder, refreshKey, company }: Props) {
  const { data, ...pagination } = usePaginationFragment<OrdersTablePaginationQuery, OrdersTable_query$key>(
    fragment,
    query,
  );
  const variables = useMemo(() => filterVariables(filters, company), [filters, company]);
  const operator = useWorksForSellers(data.viewer);
  const { edges } = data.orders;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<OrdersTable_order$key>(rowFragment, edge.node)),
    [edges],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const selection: RowSelection<OrderRow> = {
    selected,
    onChange: setSelected,
    max: MAX_DOCUMENT_ORDERS,
    rowLabel: orderRowLabel,
  };

  return (
    <PaginationTable
      caption="Orders"
      columns={operator ? OPERATOR_COLUMNS : COLUMNS}
      rowKey={(node) => node.id}
      nodes={nodes}
      totalCount={data.orders.totalCount}
      pagination={pagination}
      variables={variables}
      filters={<OrderFilterBar filters={filters} onChange={onFiltersChange} viewer={data.viewer} />}
      onRowOpen={(order) => onOpenOrder(order.id)}
      openRowId={openOrderId}
      selection={selection}
      refreshKey={refreshKey}
      actions={
        selected.size > 0 && (
          <Suspense fallback={null}>
            <OrderDocumentsActions selected={selected} onClear={() => setSelected(new Set())} />
          </Suspense>
        )
      }
    />
  );
}
