import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { PaymentLogTable_query$key } from '../../__generated__/PaymentLogTable_query.graphql';
import type {
  PaymentLogTable_row$data,
  PaymentLogTable_row$key,
} from '../../__generated__/PaymentLogTable_row.graphql';
import type { PaymentLogTablePaginationQuery } from '../../__generated__/PaymentLogTablePaginationQuery.graphql';
import { formatDateTime, formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { ProofLink } from '../../lib/ProofLink';
import { STATUS_COLOURS, gatewayLabel, kindLabel, statusLabel } from './paymentFilters';

const fragment = graphql`
  fragment PaymentLogTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    status: { type: "PaymentStatus" }
    from: { type: "DateTime" }
  )
  @refetchable(queryName: "PaymentLogTablePaginationQuery") {
    paymentLogs(first: $first, after: $after, company: $company, status: $status, from: $from)
      @required(action: THROW)
      @connection(key: "PaymentLogTable_paymentLogs") {
      totalCount
      edges {
        node {
          ...PaymentLogTable_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment PaymentLogTable_row on PaymentLog @inline {
    id
    kind
    amount
    status
    message
    merchantTransactionId
    gateway
    orderId
    reference
    remarks
    proofUrl
    tone
    payerPhone
    payerEmail
    createdAt
    decidedBy
    company {
      name
    }
  }
`;

export type PaymentLogRow = PaymentLogTable_row$data;

/** The payment's own colour: red when its remarks mention closed, otherwise blue. */
const TONE: Record<string, string> = { RED: 'red.600', BLUE: 'blue.600' };

function columns(showCompany: boolean, actions?: (row: PaymentLogRow) => ReactNode): Column<PaymentLogRow>[] {
  return [
    {
      key: 'created',
      header: 'Date',
      render: (p) => <Text whiteSpace="nowrap">{formatDateTime(p.createdAt)}</Text>,
    },
    ...(showCompany
      ? [{ key: 'company', header: 'Company', render: (p: PaymentLogRow) => p.company?.name ?? '—' }]
      : []),
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: (p) => (
        <Text fontWeight="medium" color={TONE[p.tone]} whiteSpace="nowrap">
          {formatPaise(p.amount)}
        </Text>
      ),
    },
    {
      key: 'what',
      header: 'Payment',
      render: (p) => (
        <Stack gap="0.5" minW="48" color={TONE[p.tone]}>
          <Text fontWeight="medium">
            {kindLabel(p.kind)} · {gatewayLabel(p.gateway)}
          </Text>
          <Text textStyle="xs" fontFamily="mono">
            {p.merchantTransactionId}
          </Text>
          {p.orderId && (
            <Text textStyle="xs" fontFamily="mono" color="fg.muted" maxW="56" truncate title={p.orderId}>
              Order {p.orderId}
            </Text>
          )}
          {(p.payerPhone || p.payerEmail) && (
            <Text textStyle="xs" color="fg.muted">
              Sent to {p.payerPhone ?? p.payerEmail}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <Badge colorPalette={STATUS_COLOURS[p.status] ?? 'gray'} variant="subtle">
          {statusLabel(p.status)}
        </Badge>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      render: (p) => (
        <Text whiteSpace="normal" minW="40" color={TONE[p.tone]}>
          {p.message ?? '—'}
        </Text>
      ),
    },
    {
      key: 'remarks',
      header: 'Remarks',
      render: (p) => (
        <Stack gap="0.5" minW="40" color={TONE[p.tone]}>
          <Text whiteSpace="normal">{p.remarks ?? '—'}</Text>
          {p.reference && <Text textStyle="xs">Ref. {p.reference}</Text>}
          {p.decidedBy && (
            <Text textStyle="xs" color="fg.muted">
              Decided by {p.decidedBy}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'proof',
      header: 'Proof',
      render: (p) => (p.proofUrl ? <ProofLink storedUrl={p.proofUrl} /> : '—'),
    },
    ...(actions ? [{ key: 'actions', header: 'Actions', pinned: true, render: actions }] : []),
  ];
}

interface Props {
  query: PaymentLogTable_query$key;
  variables: { status: string | null; from: string; company: string | null };
  filters: ReactNode;
  showCompany?: boolean;
  actions?: (row: PaymentLogRow) => ReactNode;
  /** Bumped after a payment is added elsewhere on the page, to list it. */
  refreshKey?: number;
  empty: string;
}

/** Payments into a wallet, newest first; red when the remarks say closed, otherwise blue. */
export function PaymentLogTable({ query, variables, filters, showCompany = false, actions, refreshKey, empty }: Props) {
  const { data, ...pagination } = usePaginationFragment<PaymentLogTablePaginationQuery, PaymentLogTable_query$key>(
    fragment,
    query,
  );
  const edges = data.paymentLogs.edges;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<PaymentLogTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const cols = useMemo(() => columns(showCompany, actions), [showCompany, actions]);
  return (
    <Stack gap="3">
      <PaginationTable
        caption="Payment log"
        columns={cols}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.paymentLogs.totalCount}
        pagination={pagination as never}
        filters={filters}
        variables={variables}
        refreshKey={refreshKey ?? 0}
      />
      {data.paymentLogs.totalCount === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
          <Text fontWeight="medium">{empty}</Text>
        </Box>
      )}
      <HStack gap="4" textStyle="xs" color="fg.muted">
        <Text>
          <Text as="span" color="blue.600" fontWeight="medium">
            Blue
          </Text>
          : open
        </Text>
        <Text>
          <Text as="span" color="red.600" fontWeight="medium">
            Red
          </Text>
          : remarks say closed
        </Text>
      </HStack>
    </Stack>
  );
}
