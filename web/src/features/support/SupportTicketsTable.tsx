import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ConnectionHandler, graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { SupportTicketsTable_company$key } from '../../__generated__/SupportTicketsTable_company.graphql';
import type {
  SupportTicketsTable_row$data,
  SupportTicketsTable_row$key,
} from '../../__generated__/SupportTicketsTable_row.graphql';
import type { SupportTicketsTablePaginationQuery } from '../../__generated__/SupportTicketsTablePaginationQuery.graphql';
import { formatDateTime } from '../../lib/format';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { STATUS_COLOURS, categoryLabel, statusLabel } from './labels';

const fragment = graphql`
  fragment SupportTicketsTable_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "SupportTicketsTablePaginationQuery") {
    supportTickets(first: $first, after: $after)
      @required(action: THROW)
      @connection(key: "SupportTicketsTable_supportTickets") {
      totalCount
      edges {
        node {
          ...SupportTicketsTable_row
        }
      }
    }
  }
`;

/** The listed connection of a company's tickets, which a new ticket joins. */
export const ticketsConnection = (companyId: string) =>
  ConnectionHandler.getConnectionID(companyId, 'SupportTicketsTable_supportTickets');

const rowFragment = graphql`
  fragment SupportTicketsTable_row on SupportTicket @inline {
    id
    subject
    category
    description
    orderReference
    status
    createdAt
  }
`;

type Row = SupportTicketsTable_row$data;

const COLUMNS: readonly Column<Row>[] = [
  {
    key: 'subject',
    header: 'Subject',
    render: (t) => (
      <Stack gap="0.5" minW="48" maxW={{ base: '60', md: 'md' }}>
        <Text fontWeight="medium" whiteSpace="normal">
          {t.subject}
        </Text>
        <Text textStyle="xs" color="fg.muted" whiteSpace="normal" lineClamp={2}>
          {t.description}
        </Text>
      </Stack>
    ),
  },
  { key: 'category', header: 'Category', render: (t) => categoryLabel(t.category) },
  { key: 'order', header: 'Order', render: (t) => t.orderReference ?? '—' },
  {
    key: 'status',
    header: 'Status',
    render: (t) => (
      <Badge colorPalette={STATUS_COLOURS[t.status] ?? 'gray'} variant="subtle" whiteSpace="nowrap">
        {statusLabel(t.status)}
      </Badge>
    ),
  },
  { key: 'created', header: 'Raised', render: (t) => <Text whiteSpace="nowrap">{formatDateTime(t.createdAt)}</Text> },
];

/** The company's tickets, newest first, with where each stands. */
export function SupportTicketsTable({ company }: { company: SupportTicketsTable_company$key }) {
  const { data, ...pagination } = usePaginationFragment<
    SupportTicketsTablePaginationQuery,
    SupportTicketsTable_company$key
  >(fragment, company);
  const edges = data.supportTickets.edges;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<SupportTicketsTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const variables = useMemo(() => ({}), []);

  return (
    <Stack gap="3">
      {data.supportTickets.totalCount === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
          <Text fontWeight="medium">No tickets yet</Text>
          <Text color="fg.muted" textStyle="sm" mt="1">
            Tickets you raise are listed here with where each stands.
          </Text>
        </Box>
      )}
      <PaginationTable
        caption="Your tickets"
        columns={COLUMNS}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.supportTickets.totalCount}
        pagination={pagination}
        filters={null}
        variables={variables}
      />
    </Stack>
  );
}
