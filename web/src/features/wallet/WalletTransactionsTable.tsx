import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { WalletTransactionsTable_query$key } from '../../__generated__/WalletTransactionsTable_query.graphql';
import type {
  WalletTransactionsTable_row$data,
  WalletTransactionsTable_row$key,
} from '../../__generated__/WalletTransactionsTable_row.graphql';
import type { WalletTransactionsTablePaginationQuery } from '../../__generated__/WalletTransactionsTablePaginationQuery.graphql';
import { DateField } from '../../lib/DateField';
import { DateOverTime } from '../../lib/DateOverTime';
import { FormField } from '../../lib/FormField';
import { formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { CODE_OPTIONS, TYPE_OPTIONS, walletVariables, type WalletFilters } from './walletFilters';

const fragment = graphql`
  fragment WalletTransactionsTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    type: { type: "WalletTransactionType" }
    code: { type: "String" }
    from: { type: "DateTime" }
    to: { type: "DateTime" }
  )
  @refetchable(queryName: "WalletTransactionsTablePaginationQuery") {
    walletTransactions(first: $first, after: $after, company: $company, type: $type, code: $code, from: $from, to: $to)
      @connection(
        key: "WalletTransactionsTable_walletTransactions"
        filters: ["company", "type", "code", "from", "to"]
      ) {
      totalCount
      edges {
        node {
          ...WalletTransactionsTable_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment WalletTransactionsTable_row on WalletTransaction @inline {
    id
    createdAt
    type
    amount
    balance
    code
    codeLabel
    description
    reference
    company {
      name
    }
  }
`;

export type WalletTransactionRow = WalletTransactionsTable_row$data;

/** A credit in green with +, a debit with −: what the entry did to the balance. */
export function SignedAmount({ type, amount }: { type: string; amount: number }) {
  const credit = type === 'CREDIT';
  return (
    <Text whiteSpace="nowrap" fontWeight="medium" color={credit ? 'fg.success' : undefined}>
      {`${credit ? '+' : '−'}${formatPaise(amount)}`}
    </Text>
  );
}

export function TypeBadge({ type }: { type: string }) {
  return (
    <Badge colorPalette={type === 'CREDIT' ? 'green' : 'orange'} variant="subtle">
      {type === 'CREDIT' ? 'Credit' : 'Debit'}
    </Badge>
  );
}

function columns(showCompany: boolean): Column<WalletTransactionRow>[] {
  const list: Column<WalletTransactionRow>[] = [
    { key: 'date', header: 'Date', render: (t) => <DateOverTime iso={t.createdAt} /> },
    {
      key: 'description',
      header: 'Description',
      render: (t) => (
        <Stack gap="0.5" minW="48" maxW={{ base: '60', md: 'sm' }}>
          <Text whiteSpace="normal" lineClamp={2}>
            {t.description}
          </Text>
          {t.reference && (
            <Text textStyle="xs" color="fg.muted">
              {t.reference}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'code',
      header: 'Code',
      render: (t) => (
        <Stack gap="0">
          <Text whiteSpace="nowrap">{t.codeLabel}</Text>
          <Text textStyle="xs" color="fg.muted">
            {t.code}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: 'Type', render: (t) => <TypeBadge type={t.type} /> },
    {
      key: 'amount',
      header: 'Amount',
      align: 'end',
      render: (t) => <SignedAmount type={t.type} amount={t.amount} />,
    },
    {
      key: 'balance',
      header: 'Balance',
      align: 'end',
      render: (t) => <Text whiteSpace="nowrap">{formatPaise(t.balance)}</Text>,
    },
  ];
  if (showCompany)
    list.splice(1, 0, {
      key: 'company',
      header: 'Company',
      render: (t) => <Text whiteSpace="nowrap">{t.company?.name ?? '—'}</Text>,
    });
  return list;
}

interface Props {
  query: WalletTransactionsTable_query$key;
  filters: WalletFilters;
  onFiltersChange: (filters: WalletFilters) => void;
  /** The Company column: an admin's list across every brand. */
  showCompany?: boolean;
  onOpen: (id: string) => void;
  openId: string | null;
  /** Before the filters (an admin's company picker). */
  leadingFilters?: ReactNode;
  /** Beside the filters: Export CSV and the like. */
  actions?: ReactNode;
  /** Changing it loads the listed rows again (after an admin's new transaction). */
  refreshKey?: number;
}

/** Wallet transactions, newest first, filtered by type, code and days as the URL says. */
export function WalletTransactionsTable({
  query,
  filters,
  onFiltersChange,
  showCompany = false,
  onOpen,
  openId,
  leadingFilters,
  actions,
  refreshKey,
}: Props) {
  const { data, ...pagination } = usePaginationFragment<
    WalletTransactionsTablePaginationQuery,
    WalletTransactionsTable_query$key
  >(fragment, query);
  const variables = useMemo(() => walletVariables(filters), [filters]);
  const { edges } = data.walletTransactions;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<WalletTransactionsTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const tableColumns = useMemo(() => columns(showCompany), [showCompany]);

  return (
    <Stack gap="3">
      <PaginationTable
        caption="Wallet transactions"
        columns={tableColumns}
        rowKey={(node) => node.id}
        nodes={nodes}
        totalCount={data.walletTransactions.totalCount}
        pagination={pagination}
        variables={variables}
        onRowOpen={(row) => onOpen(row.id)}
        openRowId={openId}
        actions={actions}
        refreshKey={refreshKey}
        filters={
          <>
            {leadingFilters}
            <Box w={{ base: 'full', md: '36' }}>
              <FormField
                kind="select"
                label="Type"
                name="type"
                value={filters.type ?? ''}
                placeholder="Any"
                options={TYPE_OPTIONS}
                onChange={(value) =>
                  onFiltersChange({ ...filters, type: TYPE_OPTIONS.find((o) => o.value === value)?.value ?? null })
                }
              />
            </Box>
            <Box w={{ base: 'full', md: '60' }}>
              <FormField
                kind="select"
                label="Code"
                name="code"
                value={filters.code ?? ''}
                placeholder="Any"
                options={CODE_OPTIONS}
                onChange={(value) =>
                  onFiltersChange({ ...filters, code: CODE_OPTIONS.find((o) => o.value === value)?.value ?? null })
                }
              />
            </Box>
            <Box w={{ base: 'full', md: '40' }}>
              <DateField
                label="From"
                name="from"
                value={filters.from}
                max={filters.to || undefined}
                onChange={(from) => onFiltersChange({ ...filters, from })}
              />
            </Box>
            <Box w={{ base: 'full', md: '40' }}>
              <DateField
                label="To"
                name="to"
                value={filters.to}
                min={filters.from || undefined}
                onChange={(to) => onFiltersChange({ ...filters, to })}
              />
            </Box>
          </>
        }
      />
    </Stack>
  );
}
