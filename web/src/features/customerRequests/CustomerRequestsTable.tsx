import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactNode } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { CustomerRequestsTable_query$key } from '../../__generated__/CustomerRequestsTable_query.graphql';
import type {
  CustomerRequestsTable_row$data,
  CustomerRequestsTable_row$key,
} from '../../__generated__/CustomerRequestsTable_row.graphql';
import type { CustomerRequestsTablePaginationQuery } from '../../__generated__/CustomerRequestsTablePaginationQuery.graphql';
import { formatDateTime } from '../../lib/format';
import { DateOverTime } from '../../lib/DateOverTime';
import { approvalStatusView, formLinkStatusView, undeliveredReasonLabel } from './customerRequestLabels';
import { PaginationTable, type Column, type RowSelection } from '../../lib/PaginationTable';
import { readRequestSummary } from './customerRequestAnswers';
import { CustomerRequestsFilterBar } from './CustomerRequestsFilterBar';
import { filterVariables, type CustomerRequestFilters } from './customerRequestFilters';
import { channelLabel } from '../notifications';

const fragment = graphql`
  fragment CustomerRequestsTable_query on Query
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 10 }
    after: { type: "String" }
    search: { type: "CustomerRequestSearch" }
    formLinkStatus: { type: "FormLinkStatus" }
    approvalStatus: { type: "CustomerRequestApprovalStatus" }
    requestType: { type: "CustomerRequestType" }
    createdAt: { type: "DateRange" }
    company: { type: "ID" }
    sort: { type: "CustomerRequestSort" }
  )
  @refetchable(queryName: "CustomerRequestsTablePaginationQuery") {
    customerRequests(
      first: $first
      after: $after
      search: $search
      formLinkStatus: $formLinkStatus
      approvalStatus: $approvalStatus
      requestType: $requestType
      createdAt: $createdAt
      company: $company
      sort: $sort
    )
      @required(action: THROW)
      @connection(
        key: "CustomerRequestsTable_customerRequests"
        filters: ["search", "formLinkStatus", "approvalStatus", "requestType", "createdAt", "company", "sort"]
      ) {
      totalCount
      edges {
        node {
          ...CustomerRequestsTable_row
        }
      }
    }
  }
`;

// A row's fields as their own fragment, so the approval mutation can return them and the
// rows change in place.
const rowFragment = graphql`
  fragment CustomerRequestsTable_row on CustomerRequest @inline {
    id
    createdAt
    orderNumber
    awb
    buyerName
    buyerPhone
    undeliveredReason
    requestType
    approvalStatus
    formLinkStatus
    linkChannel
    ...customerRequestAnswers_request
    expiresAt
    expired
    filledAt
    appliedAt
    company {
      name
    }
  }
`;

export type CustomerRequestRow = CustomerRequestsTable_row$data;

function StatusTag({ view }: { view: { label: string; palette: string } }) {
  return (
    <Badge colorPalette={view.palette} variant="subtle" whiteSpace="nowrap">
      {view.label}
    </Badge>
  );
}

/** When the buyer's answer was applied to the order (it stays applied whatever the status is set to later). */
export function AppliedNote({ appliedAt }: { appliedAt: string }) {
  return (
    <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
      {`Applied ${formatDateTime(appliedAt)}`}
    </Text>
  );
}

const muted = (text: string) => <Text color="fg.muted">{text}</Text>;
const dash = muted('—');

/** What the buyer asked for: the request type, then its details. */
function RequestDetails({ row }: { row: CustomerRequestRow }) {
  const summary = readRequestSummary(row);
  if (!row.requestType)
    return (
      <Text color="fg.muted" textStyle="sm">
        {summary.title}
      </Text>
    );
  return (
    <Stack gap="0.5" minW="48" maxW="72">
      <Text fontWeight="medium">{summary.title}</Text>
      {summary.details.map((line) => (
        <Text key={line} textStyle="xs" color="fg.muted" lineClamp={2} title={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

function columns(
  adminView: boolean,
  rowActions: ((row: CustomerRequestRow) => ReactNode) | undefined,
): Column<CustomerRequestRow>[] {
  const list: Column<CustomerRequestRow>[] = [
    {
      key: 'created',
      header: 'Created',
      sortKey: 'CREATED_AT',
      render: (r) => <DateOverTime iso={r.createdAt} />,
    },
    {
      key: 'order',
      header: 'Order ID',
      sortKey: 'ORDER_NUMBER',
      render: (r) => (
        <Text fontWeight="medium" whiteSpace="nowrap">
          {r.orderNumber}
        </Text>
      ),
    },
    { key: 'awb', header: 'AWB', render: (r) => (r.awb ? <Text whiteSpace="nowrap">{r.awb}</Text> : dash) },
    { key: 'buyer', header: 'Buyer', render: (r) => r.buyerName },
    { key: 'phone', header: 'Phone', render: (r) => <Text whiteSpace="nowrap">{r.buyerPhone}</Text> },
    { key: 'reason', header: 'Reason', render: (r) => undeliveredReasonLabel(r.undeliveredReason) },
    { key: 'request', header: 'Request', render: (r) => <RequestDetails row={r} /> },
    {
      key: 'formLink',
      // What became of the request, and what is left to do, stay in view on narrow screens.
      pinned: true,
      header: 'Form link',
      render: (r) => (
        <Stack gap="0.5" align="flex-start">
          <StatusTag view={formLinkStatusView(r.formLinkStatus)} />
          {r.linkChannel && (
            <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              by {channelLabel(r.linkChannel)}
            </Text>
          )}
          {r.filledAt && (
            <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {formatDateTime(r.filledAt)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'approval',
      pinned: true,
      header: 'Approval',
      render: (r) => (
        <Stack gap="0.5" align="flex-start">
          <StatusTag view={approvalStatusView(r.approvalStatus)} />
          {r.appliedAt && <AppliedNote appliedAt={r.appliedAt} />}
        </Stack>
      ),
    },
    {
      key: 'expires',
      pinned: true,
      header: 'Expires',
      render: (r) => (
        <Stack gap="0" whiteSpace="nowrap">
          <Text>{formatDateTime(r.expiresAt)}</Text>
          {r.expired && (
            <Text textStyle="xs" color="fg.error">
              Expired
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  if (adminView) {
    list.splice(1, 0, {
      key: 'company',
      header: 'Company',
      render: (r) => (r.company ? <Text whiteSpace="nowrap">{r.company.name}</Text> : dash),
    });
  }
  if (rowActions) list.push({ key: 'actions', header: 'Actions', pinned: true, render: rowActions });
  return list;
}

/** Row checkboxes for actions on several requests at once; the page owns the set. */
export interface CustomerRequestSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: ReadonlySet<string>) => void;
}

/** The most requests picked at once: a whole page at its largest size. */
const SELECTION_MAX = 300;

const rowLabel = (row: CustomerRequestRow) => `Select request for order ${row.orderNumber}`;

interface Props {
  query: CustomerRequestsTable_query$key;
  filters: CustomerRequestFilters;
  onFiltersChange: (filters: CustomerRequestFilters) => void;
  /** Admins: the Company column and, among the filters, this company picker. */
  adminView?: { companyFilter: ReactNode };
  selection?: CustomerRequestSelection;
  /** Buttons beside the filters, for the picked requests (in the order listed). */
  actions?: (picked: readonly CustomerRequestRow[]) => ReactNode;
  /** A request's own actions, in a last column. */
  rowActions?: (row: CustomerRequestRow) => ReactNode;
}

/** NDR customer requests, newest first, filtered as the URL says. */
export function CustomerRequestsTable({
  query,
  filters,
  onFiltersChange,
  adminView,
  selection,
  actions,
  rowActions,
}: Props) {
  const { data, ...pagination } = usePaginationFragment<
    CustomerRequestsTablePaginationQuery,
    CustomerRequestsTable_query$key
  >(fragment, query);
  const variables = useMemo(() => filterVariables(filters), [filters]);
  const { edges } = data.customerRequests;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<CustomerRequestsTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const isAdmin = Boolean(adminView);
  const tableColumns = useMemo(() => columns(isAdmin, rowActions), [isAdmin, rowActions]);
  const rowSelection: RowSelection<CustomerRequestRow> | undefined = selection && {
    selected: selection.selected,
    onChange: selection.onChange,
    max: SELECTION_MAX,
    rowLabel,
  };
  const picked = useMemo(
    () => (selection ? nodes.filter((node) => selection.selected.has(node.id)) : []),
    [nodes, selection],
  );

  return (
    <PaginationTable
      caption="NDR customer requests"
      columns={tableColumns}
      rowKey={(node) => node.id}
      nodes={nodes}
      totalCount={data.customerRequests.totalCount}
      pagination={pagination}
      variables={variables}
      filters={
        <CustomerRequestsFilterBar
          filters={filters}
          onChange={onFiltersChange}
          companyFilter={adminView?.companyFilter}
        />
      }
      selection={rowSelection}
      actions={actions?.(picked)}
      sort={filters.sort}
      onSortChange={(sort) =>
        onFiltersChange({ ...filters, sort: sort as NonNullable<CustomerRequestFilters['sort']> })
      }
    />
  );
}
