import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type {
  CodRemittanceTable_query$data,
  CodRemittanceTable_query$key,
} from '../../__generated__/CodRemittanceTable_query.graphql';
import type { CodRemittanceTablePaginationQuery } from '../../__generated__/CodRemittanceTablePaginationQuery.graphql';
import { DateField } from '../../lib/DateField';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDate, formatPaise } from '../../lib/format';
import { FormField } from '../../lib/FormField';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { useUrlFilters } from '../../lib/useUrlFilters';
import {
  STATUS_LABELS,
  STATUS_OPTIONS,
  codExportUrl,
  codVariables,
  readCodFilters,
  writeCodFilters,
  type CodStatus,
} from './codRemittanceFilters';

const fragment = graphql`
  fragment CodRemittanceTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    status: { type: "CodRemittanceStatus" }
    from: { type: "String" }
    to: { type: "String" }
  )
  @refetchable(queryName: "CodRemittanceTablePaginationQuery") {
    codRemittances(first: $first, after: $after, company: $company, status: $status, from: $from, to: $to)
      @connection(key: "CodRemittanceTable_codRemittances", filters: ["company", "status", "from", "to"]) {
      totalCount
      edges {
        node {
          id
          createdAt
          awb
          shopOrderId
          codAmount
          status
          paymentDueTimeStamp
          paymentPaidTimeStamp
          utr
          toWallet
          company {
            name
          }
        }
      }
    }
  }
`;

type Row = CodRemittanceTable_query$data['codRemittances']['edges'][number]['node'];

const TONES: Record<CodStatus, string> = { PROCESSING: 'orange', DUE: 'blue', PAID: 'green' };

interface Props {
  query: CodRemittanceTable_query$key;
  /** Admins see each row's brand. */
  showCompany?: boolean;
  /** Controls beside the filters (the admin's upload and run). */
  actions?: ReactNode;
}

/** Delivered COD orders' remittances with the state and days filters, a page at a time, and Export CSV. */
export function CodRemittanceTable({ query, showCompany = false, actions }: Props) {
  const { data, ...pagination } = usePaginationFragment<
    CodRemittanceTablePaginationQuery,
    CodRemittanceTable_query$key
  >(fragment, query);
  const [filters, changeFilters] = useUrlFilters(readCodFilters, writeCodFilters);
  const variables = useMemo(
    () => codVariables(filters),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filters.company, filters.status, filters.from, filters.to],
  );
  // Rows are keyed by their node id (the table's own key).
  const rows = useMemo(
    () => data.codRemittances.edges.map((e) => ({ ...e.node, id: e.node.id })),
    [data.codRemittances.edges],
  );

  const columns: readonly Column<Row>[] = [
    { key: 'created', header: 'Created', render: (r) => <Text whiteSpace="nowrap">{formatDate(r.createdAt)}</Text> },
    ...(showCompany
      ? [{ key: 'company', header: 'Brand', render: (r: Row) => r.company?.name ?? '—' } satisfies Column<Row>]
      : []),
    {
      key: 'awb',
      header: 'AWB',
      render: (r) => (
        <Box>
          <Text fontFamily="mono">{r.awb}</Text>
          <Text textStyle="xs" color="fg.muted">
            {r.shopOrderId}
          </Text>
        </Box>
      ),
    },
    { key: 'amount', header: 'COD amount', align: 'end', render: (r) => formatPaise(r.codAmount) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge colorPalette={TONES[r.status as CodStatus] ?? 'gray'} variant="subtle">
          {STATUS_LABELS[r.status as CodStatus] ?? r.status}
        </Badge>
      ),
    },
    {
      key: 'due',
      header: 'Due date',
      render: (r) => <Text whiteSpace="nowrap">{formatDate(r.paymentDueTimeStamp)}</Text>,
    },
    {
      key: 'paid',
      header: 'Paid date',
      render: (r) => (
        <Text whiteSpace="nowrap">{r.paymentPaidTimeStamp ? formatDate(r.paymentPaidTimeStamp) : '—'}</Text>
      ),
    },
    {
      key: 'utr',
      header: 'UTR',
      render: (r) =>
        r.status !== 'PAID' ? (
          '—'
        ) : r.toWallet ? (
          <Badge variant="outline">Wallet</Badge>
        ) : (
          <Text fontFamily="mono">{r.utr}</Text>
        ),
    },
  ];

  return (
    <PaginationTable
      caption="COD remittances"
      columns={columns}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={data.codRemittances.totalCount}
      pagination={pagination}
      variables={variables}
      paging={{ ...filters, onChange: (paging) => changeFilters({ ...filters, ...paging }) }}
      filters={
        <HStack gap="3" align="flex-end" flexWrap="wrap">
          <Box w={{ base: 'full', md: '36' }}>
            <FormField
              kind="select"
              label="Status"
              name="status"
              value={filters.status}
              onChange={(status) => changeFilters({ ...filters, status: status as CodStatus | '', page: 1 })}
              options={STATUS_OPTIONS}
            />
          </Box>
          <Box w={{ base: 'full', md: '44' }}>
            <DateField
              label="From"
              name="from"
              size="sm"
              value={filters.from}
              max={filters.to || undefined}
              onChange={(from) => changeFilters({ ...filters, from, page: 1 })}
            />
          </Box>
          <Box w={{ base: 'full', md: '44' }}>
            <DateField
              label="To"
              name="to"
              size="sm"
              value={filters.to}
              min={filters.from || undefined}
              onChange={(to) => changeFilters({ ...filters, to, page: 1 })}
            />
          </Box>
        </HStack>
      }
      actions={
        <>
          {actions}
          <ExportCsvButton url={codExportUrl(filters)} fallbackName="cod-remittances.csv" />
        </>
      }
    />
  );
}
