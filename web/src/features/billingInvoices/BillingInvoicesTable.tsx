import { Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { BillingInvoicesTable_query$key } from '../../__generated__/BillingInvoicesTable_query.graphql';
import type {
  BillingInvoicesTable_row$data,
  BillingInvoicesTable_row$key,
} from '../../__generated__/BillingInvoicesTable_row.graphql';
import type { BillingInvoicesTablePaginationQuery } from '../../__generated__/BillingInvoicesTablePaginationQuery.graphql';
import { formatDate, formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';

const fragment = graphql`
  fragment BillingInvoicesTable_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" }, company: { type: "ID" })
  @refetchable(queryName: "BillingInvoicesTablePaginationQuery") {
    billingInvoices(first: $first, after: $after, company: $company)
      @connection(key: "BillingInvoicesTable_billingInvoices", filters: ["company"]) {
      totalCount
      edges {
        node {
          ...BillingInvoicesTable_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment BillingInvoicesTable_row on BillingInvoice @inline {
    id
    monthLabel
    number
    taxable
    cgst
    sgst
    igst
    total
    pdfUrl
    statementUrl
    createdAt
    company {
      name
    }
  }
`;

type Row = BillingInvoicesTable_row$data;

interface Props {
  query: BillingInvoicesTable_query$key;
  /** Admins see every brand's invoices, so each row names its brand. */
  showCompany?: boolean;
  filters?: React.ReactNode;
  actions?: React.ReactNode;
  company?: string | null;
  /** Changing it loads the listed invoices again (after a month's run). */
  refreshKey?: number;
}

/** Monthly invoices, newest first: the month, the amounts, and the PDF and statement to download. */
export function BillingInvoicesTable({
  query,
  showCompany = false,
  filters,
  actions,
  company = null,
  refreshKey,
}: Props) {
  const { data, ...pagination } = usePaginationFragment<
    BillingInvoicesTablePaginationQuery,
    BillingInvoicesTable_query$key
  >(fragment, query);
  const { edges, totalCount } = data.billingInvoices;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<BillingInvoicesTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const variables = useMemo(() => ({ company }), [company]);
  const columns: readonly Column<Row>[] = [
    { key: 'month', header: 'Month', render: (i) => <Text whiteSpace="nowrap">{i.monthLabel}</Text> },
    { key: 'number', header: 'Invoice no.', render: (i) => <Text fontFamily="mono">{i.number}</Text> },
    ...(showCompany
      ? [{ key: 'company', header: 'Brand', render: (i: Row) => i.company?.name ?? '—' } satisfies Column<Row>]
      : []),
    { key: 'taxable', header: 'Charges', align: 'end', render: (i) => formatPaise(i.taxable) },
    { key: 'gst', header: 'GST', align: 'end', render: (i) => formatPaise(i.cgst + i.sgst + i.igst) },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      render: (i) => <Text fontWeight="medium">{formatPaise(i.total)}</Text>,
    },
    { key: 'issued', header: 'Issued', render: (i) => <Text whiteSpace="nowrap">{formatDate(i.createdAt)}</Text> },
    {
      key: 'files',
      header: 'Download',
      pinned: true,
      render: (i) => (
        <Text whiteSpace="nowrap">
          <Link href={i.pdfUrl} target="_blank" rel="noopener" aria-label={`Invoice ${i.number} PDF`}>
            PDF
          </Link>
          {' · '}
          <Link href={i.statementUrl} download aria-label={`Statement for ${i.monthLabel} CSV`}>
            Statement
          </Link>
        </Text>
      ),
    },
  ];
  return (
    <PaginationTable
      caption="Invoices"
      columns={columns}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={totalCount}
      pagination={pagination}
      variables={variables}
      filters={filters ?? null}
      actions={actions}
      {...(refreshKey === undefined ? {} : { refreshKey })}
    />
  );
}
