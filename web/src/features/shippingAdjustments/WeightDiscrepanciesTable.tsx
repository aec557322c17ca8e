import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { WeightDiscrepanciesTable_query$key } from '../../__generated__/WeightDiscrepanciesTable_query.graphql';
import type {
  WeightDiscrepanciesTable_row$data,
  WeightDiscrepanciesTable_row$key,
} from '../../__generated__/WeightDiscrepanciesTable_row.graphql';
import type {
  WeightDiscrepanciesTablePaginationQuery,
  WeightDiscrepancyStatus,
} from '../../__generated__/WeightDiscrepanciesTablePaginationQuery.graphql';
import { DateOverTime } from '../../lib/DateOverTime';
import { formatPaise } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { kgOf, statusLabel, statusPalette } from './discrepancyFilters';
import { DisputePhotoButton } from './DisputePhotoButton';

const fragment = graphql`
  fragment WeightDiscrepanciesTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "String" }
    company: { type: "ID" }
    statuses: { type: "[WeightDiscrepancyStatus!]" }
    createdAt: { type: "DateRange" }
  )
  @refetchable(queryName: "WeightDiscrepanciesTablePaginationQuery") {
    weightDiscrepancies(
      first: $first
      after: $after
      awb: $search
      company: $company
      statuses: $statuses
      createdAt: $createdAt
    )
      @required(action: THROW)
      @connection(
        key: "WeightDiscrepanciesTable_weightDiscrepancies"
        filters: ["awb", "company", "statuses", "createdAt"]
      ) {
      totalCount
      edges {
        node {
          ...WeightDiscrepanciesTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so an answer to a discrepancy changes its row in place.
const rowFragment = graphql`
  fragment WeightDiscrepanciesTable_row on WeightDiscrepancy @inline {
    id
    createdAt
    awb
    orderNumber
    declaredGrams
    measuredGrams
    difference
    status
    remark
    disputeRemark
    disputeImageUrl
    resolutionRemark
    company {
      name
    }
  }
`;

export type WeightDiscrepancyRow = WeightDiscrepanciesTable_row$data;

const muted = (text: string | null) => (
  <Text color="fg.muted" textStyle="sm" maxW="64" lineClamp={2} title={text ?? undefined}>
    {text ?? '—'}
  </Text>
);

function columns(adminView: boolean, rowActions?: (row: WeightDiscrepancyRow) => ReactNode) {
  const list: Column<WeightDiscrepancyRow>[] = [
    { key: 'date', header: 'Date', render: (r) => <DateOverTime iso={r.createdAt} /> },
    { key: 'awb', header: 'AWB', render: (r) => <Text fontWeight="medium">{r.awb}</Text> },
    { key: 'order', header: 'Order ID', render: (r) => <Text whiteSpace="nowrap">{r.orderNumber}</Text> },
    { key: 'declared', header: 'Declared', align: 'end', render: (r) => kgOf(r.declaredGrams) },
    { key: 'measured', header: 'Measured', align: 'end', render: (r) => kgOf(r.measuredGrams) },
    {
      key: 'difference',
      header: 'Difference ₹',
      align: 'end',
      render: (r) => (
        <Text whiteSpace="nowrap" color={r.difference < 0 ? 'fg.success' : undefined}>
          {r.difference < 0 ? `${formatPaise(-r.difference)} credit` : formatPaise(r.difference)}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      pinned: true,
      render: (r) => (
        <Badge colorPalette={statusPalette(r.status)} variant="subtle" whiteSpace="nowrap">
          {statusLabel(r.status)}
        </Badge>
      ),
    },
    {
      key: 'remarks',
      header: 'Remarks',
      render: (r) => (
        <Stack gap="0.5">
          {muted(r.disputeRemark ?? r.remark ?? null)}
          {r.resolutionRemark && muted(`Resolution: ${r.resolutionRemark}`)}
          {r.disputeImageUrl && <DisputePhotoButton storedUrl={r.disputeImageUrl} awb={r.awb} />}
        </Stack>
      ),
    },
  ];
  if (adminView)
    list.splice(1, 0, {
      key: 'company',
      header: 'Company',
      render: (r) => <Text whiteSpace="nowrap">{r.company?.name ?? '—'}</Text>,
    });
  if (rowActions) list.push({ key: 'actions', header: 'Actions', pinned: true, render: rowActions });
  return list;
}

interface Props {
  query: WeightDiscrepanciesTable_query$key;
  caption: string;
  /** The statuses and company the page shows, as the table's query takes them. */
  variables: { statuses: readonly WeightDiscrepancyStatus[] | null; company: string | null };
  /** The page's own filters (a status select, the company search), before the AWB search. */
  filters: ReactNode;
  /** Admins: the Company column. */
  adminView?: boolean;
  rowActions?: (row: WeightDiscrepancyRow) => ReactNode;
  actions?: ReactNode;
}

/** Shipping adjustments and weight discrepancies, newest first; the AWB search finds one shipment's. */
export function WeightDiscrepanciesTable({
  query,
  caption,
  variables,
  filters,
  adminView = false,
  rowActions,
  actions,
}: Props) {
  const { data, ...pagination } = usePaginationFragment<
    WeightDiscrepanciesTablePaginationQuery,
    WeightDiscrepanciesTable_query$key
  >(fragment, query);
  const { edges } = data.weightDiscrepancies;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<WeightDiscrepanciesTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const tableColumns = useMemo(() => columns(adminView, rowActions), [adminView, rowActions]);
  return (
    <PaginationTable
      caption={caption}
      columns={tableColumns}
      rowKey={(node) => node.id}
      nodes={nodes}
      totalCount={data.weightDiscrepancies.totalCount}
      pagination={pagination}
      variables={variables}
      filters={filters}
      actions={actions}
      searchLabel="AWB"
      searchPlaceholder="Search by AWB"
    />
  );
}
