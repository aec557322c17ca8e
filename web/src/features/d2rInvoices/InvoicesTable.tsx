import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { InvoicesTable_query$key } from '../../__generated__/InvoicesTable_query.graphql';
import type { InvoicesTable_row$data, InvoicesTable_row$key } from '../../__generated__/InvoicesTable_row.graphql';
import type { InvoicesTablePaginationQuery } from '../../__generated__/InvoicesTablePaginationQuery.graphql';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { SalesmanSelect } from '../d2r';
import { formatDate, formatDay, formatPaise } from '../../lib/format';
import { DaysFilter } from '../../lib/DaysFilter';
import { FormField } from '../../lib/FormField';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { HandoverDialog } from './HandoverDialog';
import {
  INVOICE_SEARCH_FIELDS,
  INVOICE_STATUS_OPTIONS,
  INVOICE_STATUSES,
  invoiceVariables,
  invoicesExportUrl,
  paymentModeLabel,
  type InvoiceList,
  type InvoiceSortBy,
} from './invoiceList';
import { RecordPaymentDialog } from './RecordPaymentDialog';

const fragment = graphql`
  fragment InvoicesTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    start: { type: "String" }
    end: { type: "String" }
    searchBy: { type: "D2rInvoiceSearchField", defaultValue: INVOICE_ID }
    search: { type: "String" }
    status: { type: "D2rInvoiceStatusFilter" }
    sort: { type: "D2rInvoiceSort" }
    salesman: { type: "ID" }
  )
  @refetchable(queryName: "InvoicesTablePaginationQuery") {
    d2rInvoices(
      first: $first
      after: $after
      company: $company
      start: $start
      end: $end
      searchBy: $searchBy
      search: $search
      status: $status
      sort: $sort
      salesman: $salesman
    )
      @required(action: THROW)
      @connection(
        key: "InvoicesTable_d2rInvoices"
        filters: ["company", "start", "end", "searchBy", "search", "status", "sort", "salesman"]
      ) {
      totalCount
      edges {
        node {
          ...InvoicesTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment: the handover and payment mutations return them, so
// the row changes in place without a refetch.
const rowFragment = graphql`
  fragment InvoicesTable_row on D2rInvoice @inline {
    id
    invoiceId
    invoiceUrl
    createdAt
    retailerName
    retailerPhone
    salesman {
      id
      name
    }
    company {
      id
    }
    paymentMode
    billedFrom
    finalPrice
    amountPaid
    outstanding
    dueDate
    overdue
    status
    isClosed
  }
`;

export type InvoiceRow = InvoicesTable_row$data;

/** Clicks on a row's link or buttons do their own thing, not open the row's drawer. */
const keepClick = (event: MouseEvent) => event.stopPropagation();

const none = <Text color="fg.muted">—</Text>;

/** The invoice's status as the product shows it: Pending or Paid, and Closed once settled. */
export function InvoiceStatusTags({ status, isClosed }: { status: string; isClosed: boolean }) {
  return (
    <HStack gap="1" wrap="nowrap">
      <Badge colorPalette={status === 'PAID' ? 'green' : 'orange'} variant="subtle">
        {status === 'PAID' ? 'Paid' : 'Pending'}
      </Badge>
      {isClosed && (
        <Badge colorPalette="gray" variant="solid">
          Closed
        </Badge>
      )}
    </HStack>
  );
}

function invoiceColumns(
  onHandover: (row: InvoiceRow) => void,
  onRecordPayment: (row: InvoiceRow) => void,
): readonly Column<InvoiceRow>[] {
  return [
    {
      key: 'invoice',
      header: 'Invoice',
      sortKey: 'CREATED_AT',
      render: (r) => (
        <Stack gap="0" whiteSpace="nowrap">
          {r.invoiceUrl ? (
            <Link
              href={r.invoiceUrl}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="blue"
              onClick={keepClick}
              aria-label={`Invoice ${r.invoiceId} (PDF)`}
            >
              {r.invoiceId}
            </Link>
          ) : (
            <Text>{r.invoiceId}</Text>
          )}
          <Text textStyle="xs" color="fg.muted">
            {formatDate(r.createdAt)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'retailer',
      header: 'Retailer',
      render: (r) => (
        <Stack gap="0" minW="32">
          <Text>{r.retailerName}</Text>
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {r.retailerPhone}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'salesman',
      header: 'Salesman',
      // Who holds it, then how it is paid and where it was billed ('Credit · H/Q').
      render: (r) => (
        <Stack gap="0" minW="24">
          {r.salesman ? <Text>{r.salesman.name}</Text> : none}
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {paymentModeLabel(r.paymentMode)} · {r.billedFrom}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'final',
      header: 'Amount',
      align: 'end',
      sortKey: 'FINAL_PRICE',
      render: (r) => (
        <Stack gap="0" whiteSpace="nowrap" align="flex-end">
          <Text>{formatPaise(r.finalPrice)}</Text>
          <Text textStyle="xs" color="fg.muted">
            Paid {formatPaise(r.amountPaid)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'outstanding',
      header: 'Outstanding',
      align: 'end',
      sortKey: 'OUTSTANDING',
      render: (r) => <Text whiteSpace="nowrap">{formatPaise(r.outstanding)}</Text>,
    },
    {
      key: 'due',
      header: 'Due',
      sortKey: 'DUE_DATE',
      render: (r) => (
        <Stack gap="1" align="flex-start">
          <Text
            whiteSpace="nowrap"
            color={r.overdue ? 'fg.error' : undefined}
            fontWeight={r.overdue ? 'medium' : undefined}
            title={r.overdue ? 'Overdue' : undefined}
          >
            {formatDay(r.dueDate)}
          </Text>
          <InvoiceStatusTags status={r.status} isClosed={r.isClosed} />
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      render: (r) => (
        <HStack gap="2" wrap="nowrap" onClick={keepClick}>
          <Button size="xs" variant="outline" onClick={() => onHandover(r)} aria-label={`Hand over ${r.invoiceId}`}>
            Hand over
          </Button>
          <Button
            size="xs"
            variant="outline"
            onClick={() => onRecordPayment(r)}
            disabled={r.isClosed}
            aria-label={`Record payment for ${r.invoiceId}`}
          >
            Record payment
          </Button>
        </HStack>
      ),
    },
  ];
}

interface Props {
  query: InvoicesTable_query$key;
  list: InvoiceList;
  onListChange: (list: InvoiceList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
  openInvoiceId: string | null;
  onOpenInvoice: (id: string) => void;
}

/**
 * A brand's D2R invoices (every brand's without one), raised in the days chosen, newest
 * first unless sorted: searched by one of seven keys, filtered by status; handed over to
 * another salesman and paid against, row by row.
 */
export function InvoicesTable({ query, list, onListChange, companyFilter, openInvoiceId, onOpenInvoice }: Props) {
  const { data, ...pagination } = usePaginationFragment<InvoicesTablePaginationQuery, InvoicesTable_query$key>(
    fragment,
    query,
  );
  const [draft, setDraft] = useSearchDraft(list.search, (search) => onListChange({ ...list, search, page: 1 }));
  const variables = useMemo(
    () => invoiceVariables(list),
    // Only what the rows are fetched with, not the page shown or the tab.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      list.company,
      list.from,
      list.to,
      list.by,
      list.search,
      list.status,
      list.sort?.by,
      list.sort?.order,
      list.salesman,
    ],
  );
  const [handingOver, setHandingOver] = useState<InvoiceRow | null>(null);
  const [paying, setPaying] = useState<InvoiceRow | null>(null);
  const { edges } = data.d2rInvoices;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<InvoicesTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const columns = invoiceColumns(setHandingOver, setPaying);
  const change = (patch: Partial<InvoiceList>) => onListChange({ ...list, ...patch, page: 1 });

  return (
    <>
      <PaginationTable
        caption="Invoices"
        columns={columns}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.d2rInvoices.totalCount}
        pagination={pagination}
        variables={variables}
        onRowOpen={(row) => onOpenInvoice(row.id)}
        openRowId={openInvoiceId}
        sort={list.sort}
        onSortChange={(sort) => change({ sort: { by: sort.by as InvoiceSortBy, order: sort.order } })}
        paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
        filters={
          <>
            {companyFilter}
            <DaysFilter from={list.from} to={list.to} onChange={(days) => change(days)} />
            <SearchByFilter
              fields={INVOICE_SEARCH_FIELDS}
              by={list.by}
              // A closed/open choice is no text for another key, and the reverse.
              onByChange={(by) => change(by === 'IS_CLOSED' || list.by === 'IS_CLOSED' ? { by, search: '' } : { by })}
              text={draft}
              onTextChange={setDraft}
              label="Search invoices"
              widths={['40', '52']}
            />
            {/* A brand's salesmen: who holds which of its invoices. */}
            {list.company && (
              <Box w={{ base: 'full', md: '56' }}>
                <SalesmanSelect
                  company={list.company}
                  label="Held by"
                  filter
                  field={{
                    name: 'salesman',
                    value: list.salesman ?? '',
                    error: undefined,
                    onChange: (salesman) => change({ salesman: salesman || null }),
                  }}
                />
              </Box>
            )}
            <Box w={{ base: 'full', md: '32' }}>
              <FormField
                kind="select"
                label="Status"
                name="status"
                value={list.status}
                onChange={(v) => change({ status: INVOICE_STATUSES.find((s) => s === v) ?? '' })}
                options={INVOICE_STATUS_OPTIONS}
              />
            </Box>
          </>
        }
        actions={<ExportCsvButton url={invoicesExportUrl(list)} fallbackName="d2r-invoices.csv" />}
      />
      <HandoverDialog invoice={handingOver} onClose={() => setHandingOver(null)} />
      <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} />
    </>
  );
}
