import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { NotificationOutboxTable_query$key } from '../../__generated__/NotificationOutboxTable_query.graphql';
import type {
  NotificationOutboxTable_row$data,
  NotificationOutboxTable_row$key,
} from '../../__generated__/NotificationOutboxTable_row.graphql';
import type { NotificationOutboxTablePaginationQuery } from '../../__generated__/NotificationOutboxTablePaginationQuery.graphql';
import { DateOverTime } from '../../lib/DateOverTime';
import { ExportCsvButton } from '../../lib/ExportCsvButton';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { channelLabel, statusView } from './notificationLabels';

const fragment = graphql`
  fragment NotificationOutboxTable_query on Query
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "NotificationOutboxTablePaginationQuery") {
    notificationOutbox(first: $first, after: $after)
      @required(action: THROW)
      @connection(key: "NotificationOutboxTable_notificationOutbox") {
      totalCount
      edges {
        node {
          ...NotificationOutboxTable_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment NotificationOutboxTable_row on OutboxNotification @inline {
    id
    channel
    recipient
    template
    text
    status
    error
    createdAt
  }
`;

type NotificationRow = NotificationOutboxTable_row$data;

const NO_FILTERS = {};

const COLUMNS: Column<NotificationRow>[] = [
  {
    key: 'created',
    header: 'Created',
    render: (r) => <DateOverTime iso={r.createdAt} />,
  },
  { key: 'recipient', header: 'Recipient', render: (r) => <Text whiteSpace="nowrap">{r.recipient}</Text> },
  { key: 'channel', header: 'Channel', render: (r) => channelLabel(r.channel) },
  {
    key: 'text',
    header: 'Text',
    render: (r) => (
      <Stack gap="0.5" minW="48" maxW="md">
        <Text textStyle="xs" color="fg.muted">
          {r.template}
        </Text>
        {/* Production keeps the texts to itself: they may hold one-time codes. */}
        {/* Table cells keep to one line; a message wraps to two inside its column, whole on hover. */}
        <Text whiteSpace="normal" lineClamp={2} title={r.text ?? undefined}>
          {r.text ?? 'Hidden'}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    render: (r) => {
      const view = statusView(r.status);
      return (
        <Stack gap="0.5" align="flex-start">
          <Badge colorPalette={view.palette} variant="subtle" whiteSpace="nowrap">
            {view.label}
          </Badge>
          {r.error && (
            <Text textStyle="xs" color="fg.error" lineClamp={2} title={r.error}>
              {r.error}
            </Text>
          )}
        </Stack>
      );
    },
  },
];

/** The notification outbox, newest first. */
export function NotificationOutboxTable({
  query,
  refreshKey,
}: {
  query: NotificationOutboxTable_query$key;
  refreshKey: number;
}) {
  const { data, ...pagination } = usePaginationFragment<
    NotificationOutboxTablePaginationQuery,
    NotificationOutboxTable_query$key
  >(fragment, query);
  const { edges } = data.notificationOutbox;
  const nodes = useMemo(
    () => edges.map((edge) => readInlineData<NotificationOutboxTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  return (
    <PaginationTable
      caption="Notifications"
      columns={COLUMNS}
      rowKey={(node) => node.id}
      nodes={nodes}
      totalCount={data.notificationOutbox.totalCount}
      pagination={pagination}
      filters={null}
      variables={NO_FILTERS}
      refreshKey={refreshKey}
      actions={<ExportCsvButton url="/files/notifications.csv" fallbackName="notifications.csv" />}
    />
  );
}
