import { MSG } from '@parcelo/common';
import { Badge, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { CreditNotesTable_query$key } from '../../__generated__/CreditNotesTable_query.graphql';
import type {
  CreditNotesTable_row$data,
  CreditNotesTable_row$key,
} from '../../__generated__/CreditNotesTable_row.graphql';
import type { CreditNotesTablePaginationQuery } from '../../__generated__/CreditNotesTablePaginationQuery.graphql';
import { DaysFilter } from '../../lib/DaysFilter';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { formatDate, formatDateTime, formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { notifyFailure, toaster } from '../../lib/toaster';
import {
  CREDIT_NOTE_SEARCH_FIELDS,
  creditNoteVariables,
  creditNotesExportUrl,
  creditReasonLabel,
  type CreditNoteList,
} from './creditNoteList';
import { useD2rCreditNoteRegenerateMutation } from './useD2rCreditNoteRegenerateMutation';

const fragment = graphql`
  fragment CreditNotesTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    company: { type: "ID" }
    start: { type: "String" }
    end: { type: "String" }
    searchBy: { type: "D2rCreditNoteSearchField", defaultValue: CREDIT_NUMBER }
    search: { type: "String" }
  )
  @refetchable(queryName: "CreditNotesTablePaginationQuery") {
    d2rCreditNotes(
      first: $first
      after: $after
      company: $company
      start: $start
      end: $end
      searchBy: $searchBy
      search: $search
    )
      @required(action: THROW)
      @connection(key: "CreditNotesTable_d2rCreditNotes", filters: ["company", "start", "end", "searchBy", "search"]) {
      totalCount
      edges {
        node {
          ...CreditNotesTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment: regenerating returns them, so the row changes in place.
const rowFragment = graphql`
  fragment CreditNotesTable_row on D2rCreditNote @inline {
    id
    creditNumber
    creditNoteUrl
    createdAt
    reason
    note
    invoiceId
    invoiceUrl
    shopOrderId
    retailerName
    salesman {
      name
    }
    creditNoteFinalValue
    taxableValue
    regeneratedAt
  }
`;

type Row = CreditNotesTable_row$data;

/** Clicks on a row's links do their own thing. */
const keepClick = (event: MouseEvent) => event.stopPropagation();

const pdfLink = (href: string, text: string, label: string) => (
  <Link
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    colorPalette="blue"
    onClick={keepClick}
    aria-label={label}
  >
    {text}
  </Link>
);

const COLUMNS: readonly Column<Row>[] = [
  {
    key: 'creditNumber',
    header: 'Credit note',
    render: (r) => (
      <Stack gap="0" whiteSpace="nowrap">
        {pdfLink(r.creditNoteUrl, r.creditNumber, `Credit note ${r.creditNumber} (PDF)`)}
        <Text textStyle="xs" color="fg.muted">
          {formatDate(r.createdAt)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'reason',
    header: 'Reason',
    render: (r) => (
      <Stack gap="1" align="flex-start" minW="28">
        <Badge colorPalette={r.reason === 'RETURN' ? 'purple' : 'blue'} variant="subtle">
          {creditReasonLabel(r.reason)}
        </Badge>
        {r.note && (
          <Text textStyle="xs" color="fg.muted" lineClamp={2}>
            {r.note}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'invoice',
    header: 'Invoice',
    render: (r) => (
      <Stack gap="0" whiteSpace="nowrap">
        {r.invoiceUrl ? pdfLink(r.invoiceUrl, r.invoiceId, `Invoice ${r.invoiceId} (PDF)`) : <Text>{r.invoiceId}</Text>}
        <Text textStyle="xs" color="fg.muted">
          {r.shopOrderId}
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
        <Text textStyle="xs" color="fg.muted">
          {r.salesman?.name ?? 'No salesman'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'value',
    header: 'Value',
    align: 'end',
    render: (r) => (
      <Stack gap="0" whiteSpace="nowrap" align="flex-end">
        <Text>{formatPaise(r.creditNoteFinalValue)}</Text>
        <Text textStyle="xs" color="fg.muted">
          Taxable {formatPaise(r.taxableValue)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'version',
    header: 'Worked out',
    render: (r) => (
      <Text textStyle="sm" whiteSpace="nowrap" color={r.regeneratedAt ? undefined : 'fg.muted'}>
        {r.regeneratedAt ? `Regenerated ${formatDateTime(r.regeneratedAt)}` : 'As issued'}
      </Text>
    ),
  },
];

interface Props {
  query: CreditNotesTable_query$key;
  list: CreditNoteList;
  onListChange: (list: CreditNoteList) => void;
  /** The brand picker, first in the filter bar. */
  companyFilter: ReactNode;
}

/**
 * A brand's D2R credit notes (every brand's without one) issued in the days chosen, newest
 * first, searched by one of four keys; one picked is regenerated from its invoice as it reads now.
 */
export function CreditNotesTable({ query, list, onListChange, companyFilter }: Props) {
  const { data, ...pagination } = usePaginationFragment<CreditNotesTablePaginationQuery, CreditNotesTable_query$key>(
    fragment,
    query,
  );
  const [draft, setDraft] = useSearchDraft(list.search, (search) => onListChange({ ...list, search, page: 1 }));
  const variables = useMemo(
    () => creditNoteVariables(list),
    // Only what the rows are fetched with, not the page shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list.company, list.from, list.to, list.by, list.search],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [regenerate, isRegenerating] = useD2rCreditNoteRegenerateMutation();
  const { edges } = data.d2rCreditNotes;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<CreditNotesTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const change = (patch: Partial<CreditNoteList>) => onListChange({ ...list, ...patch, page: 1 });

  const onRegenerate = () => {
    const [id] = selected;
    // The browser says it first, in the service's words; the service refuses it as well.
    if (!id) {
      toaster.create({ type: 'error', title: MSG.selectCreditNote });
      return;
    }
    regenerate(
      { creditNote: id },
      {
        onCompleted: ({ userErrors, creditNote }) => {
          if (userErrors.length) {
            toaster.create({ type: 'error', title: userErrors[0]!.message });
            return;
          }
          const number = rows.find((r) => r.id === creditNote?.id)?.creditNumber ?? '';
          toaster.create({ type: 'success', title: MSG.d2rCreditNoteRegenerated, description: number });
          setSelected(new Set());
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  };

  return (
    <PaginationTable
      caption="Credit notes"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={rows}
      totalCount={data.d2rCreditNotes.totalCount}
      pagination={pagination}
      variables={variables}
      paging={{ ...list, onChange: (paging) => onListChange({ ...list, ...paging }) }}
      selection={{
        selected,
        onChange: setSelected,
        max: 1,
        rowLabel: (r) => `Select credit note ${r.creditNumber}`,
      }}
      filters={
        <>
          {companyFilter}
          <DaysFilter from={list.from} to={list.to} onChange={(days) => change(days)} />
          <SearchByFilter
            fields={CREDIT_NOTE_SEARCH_FIELDS}
            by={list.by}
            onByChange={(by) => change({ by })}
            text={draft}
            onTextChange={setDraft}
            label="Search credit notes"
            widths={['40', '52']}
          />
        </>
      }
      actions={
        <>
          <Button variant="outline" onClick={onRegenerate} loading={isRegenerating}>
            Regenerate
          </Button>
          <ExportCsvButton url={creditNotesExportUrl(list)} fallbackName="d2r-credit-notes.csv" />
        </>
      }
    />
  );
}
