import { Badge, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type {
  FulfilmentQueue_fulfilment$data,
  FulfilmentQueue_fulfilment$key,
} from '../../__generated__/FulfilmentQueue_fulfilment.graphql';
import type { FulfilmentQueue_query$key } from '../../__generated__/FulfilmentQueue_query.graphql';
import type { FulfilmentQueuePaginationQuery } from '../../__generated__/FulfilmentQueuePaginationQuery.graphql';
import { FormField } from '../../lib/FormField';
import { useWorksForSellers } from '../../lib/SellerFilter';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import {
  DEFAULT_QUEUE_FILTER,
  QUEUE_FILTER_OPTIONS,
  orderStatusLabel,
  orderStatusPalette,
  queueStatus,
  readQueueFilter,
  scannedOfTotal,
  type QueueFilter,
} from './packing';

const fragment = graphql`
  fragment FulfilmentQueue_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    status: { type: "FulfilmentQueueFilter" }
  )
  @refetchable(queryName: "FulfilmentQueuePaginationQuery") {
    viewer {
      ...SellerFilter_viewer
    }
    fulfilments(first: $first, after: $after, status: $status)
      @required(action: THROW)
      @connection(key: "FulfilmentQueue_fulfilments", filters: ["status"]) {
      totalCount
      edges {
        node {
          ...FulfilmentQueue_fulfilment
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the scans return them and the row's counts
// and status move on in place.
const rowFragment = graphql`
  fragment FulfilmentQueue_fulfilment on Fulfilment @inline {
    id
    shopOrderId
    deliveryAwb
    customerName
    deliveryPartner
    packageType
    status
    statusLabel
    order {
      company {
        name
      }
    }
    itemsToScan {
      quantity
      scannedQuantity
    }
  }
`;

type QueueRow = FulfilmentQueue_fulfilment$data;

const dash = <Text color="fg.muted">—</Text>;

const COLUMNS: readonly Column<QueueRow>[] = [
  {
    key: 'awb',
    header: 'Delivery AWB',
    render: (f) =>
      f.deliveryAwb ? (
        <Text fontFamily="mono" whiteSpace="nowrap">
          {f.deliveryAwb}
        </Text>
      ) : (
        dash
      ),
  },
  { key: 'order', header: 'Order ID', render: (f) => <Text whiteSpace="nowrap">{f.shopOrderId}</Text> },
  { key: 'customer', header: 'Customer', render: (f) => f.customerName },
  { key: 'partner', header: 'Delivery partner', render: (f) => f.deliveryPartner ?? dash },
  { key: 'package', header: 'Package type', render: (f) => f.packageType ?? dash },
  {
    key: 'status',
    header: 'Status',
    render: (f) => (
      <Badge colorPalette={orderStatusPalette(f.status)} variant="subtle" whiteSpace="nowrap">
        {orderStatusLabel(f.status, f.statusLabel)}
      </Badge>
    ),
  },
  {
    key: 'items',
    header: 'Items scanned',
    align: 'end',
    render: (f) =>
      scannedOfTotal(f.itemsToScan.map(({ quantity, scannedQuantity }) => ({ quantity, scannedQuantity }))),
  },
];

/** A warehouse operator packs several sellers' orders: each row names its seller, after the order ID. */
const SELLER_COLUMN: Column<QueueRow> = {
  key: 'seller',
  header: 'Seller',
  render: (f) => f.order?.company?.name ?? dash,
};
const OPERATOR_COLUMNS: readonly Column<QueueRow>[] = [COLUMNS[0]!, COLUMNS[1]!, SELLER_COLUMN, ...COLUMNS.slice(2)];

interface Props {
  query: FulfilmentQueue_query$key;
  /** Opens an order at the bench, as if its AWB had been scanned. */
  onOpen: (awb: string) => void;
  /** The order at the bench, marked in the list. */
  openId: string | null;
  /** Changes when orders left or joined the queue (one was packed), to fetch the rows again. */
  refreshKey: number;
}

/** The packing queue, oldest first, filtered by Pending, Packed or All. */
export function FulfilmentQueue({ query, onOpen, openId, refreshKey }: Props) {
  const { data, ...pagination } = usePaginationFragment<FulfilmentQueuePaginationQuery, FulfilmentQueue_query$key>(
    fragment,
    query,
  );
  const operator = useWorksForSellers(data.viewer);
  const [filter, setFilter] = useState<QueueFilter>(DEFAULT_QUEUE_FILTER);
  const variables = useMemo(() => ({ status: queueStatus(filter) }), [filter]);
  const { edges } = data.fulfilments;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<FulfilmentQueue_fulfilment$key>(rowFragment, edge.node)),
    [edges],
  );

  return (
    <PaginationTable
      caption="Packing queue"
      columns={operator ? OPERATOR_COLUMNS : COLUMNS}
      rowKey={(node) => node.id}
      nodes={nodes}
      totalCount={data.fulfilments.totalCount}
      pagination={pagination}
      variables={variables}
      filters={
        <FormField
          kind="select"
          inline
          label="Status"
          name="status"
          value={filter}
          onChange={(value) => setFilter(readQueueFilter(value))}
          options={QUEUE_FILTER_OPTIONS}
        />
      }
      onRowOpen={(row) => onOpen(row.deliveryAwb)}
      openRowId={openId}
      refreshKey={refreshKey}
    />
  );
}

/** The route query's variables for the queue as it first shows. */
export const initialQueueVariables = () => ({ status: queueStatus(DEFAULT_QUEUE_FILTER) });
