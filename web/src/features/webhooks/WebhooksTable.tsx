import { MSG, fill } from '@parcelo/common';
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { graphql, readInlineData, usePaginationFragment } from 'react-relay';
import type { WebhooksTable_company$key } from '../../__generated__/WebhooksTable_company.graphql';
import type { WebhooksTable_row$data, WebhooksTable_row$key } from '../../__generated__/WebhooksTable_row.graphql';
import type { WebhooksTablePaginationQuery } from '../../__generated__/WebhooksTablePaginationQuery.graphql';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { formatDateTime } from '../../lib/format';
import { notifyOutcome } from '../../lib/notify';
import { PaginationTable, type Column } from '../../lib/PaginationTable';
import { toaster } from '../../lib/toaster';
import { useWebhooksDeleteMutation } from './useWebhooksDeleteMutation';
import { WebhookCreateDialog } from './WebhookCreateDialog';
import { useWebhooksDisableMutation } from './useWebhooksDisableMutation';

const fragment = graphql`
  fragment WebhooksTable_company on Company
  @argumentDefinitions(first: { type: "Int", defaultValue: 10 }, after: { type: "String" })
  @refetchable(queryName: "WebhooksTablePaginationQuery") {
    webhooks(first: $first, after: $after) @required(action: THROW) @connection(key: "WebhooksTable_webhooks") {
      __id
      totalCount
      edges {
        node {
          ...WebhooksTable_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment WebhooksTable_row on Webhook @inline {
    id
    webhookUrl
    eventName
    isActive
    createdAt
  }
`;

type Row = WebhooksTable_row$data;

/** The most webhooks one action takes (a company has at most 10). */
const MAX_SELECTED = 100;

const COLUMNS: readonly Column<Row>[] = [
  {
    key: 'url',
    header: 'Webhook URL',
    render: (w) => (
      <Text fontWeight="medium" whiteSpace="normal" wordBreak="break-all" minW="40" maxW={{ base: '48', md: 'lg' }}>
        {w.webhookUrl}
      </Text>
    ),
  },
  { key: 'event', header: 'Event type', render: (w) => <Text whiteSpace="nowrap">{w.eventName}</Text> },
  {
    key: 'active',
    header: 'Status',
    render: (w) => (
      <Badge colorPalette={w.isActive ? 'green' : 'gray'} variant="subtle" whiteSpace="nowrap">
        {w.isActive ? 'Active' : 'Disabled'}
      </Badge>
    ),
  },
  { key: 'created', header: 'Created', render: (w) => <Text whiteSpace="nowrap">{formatDateTime(w.createdAt)}</Text> },
];

interface Props {
  company: WebhooksTable_company$key;
  onOpen: (id: string) => void;
  openId: string | null;
}

/** The company's webhooks: pick some to mark as disabled or delete; a row opens its delivery log. */
export function WebhooksTable({ company, onOpen, openId }: Props) {
  const { data, ...pagination } = usePaginationFragment<WebhooksTablePaginationQuery, WebhooksTable_company$key>(
    fragment,
    company,
  );
  const edges = data.webhooks.edges;
  const rows = useMemo(
    () => edges.map((edge) => readInlineData<WebhooksTable_row$key>(rowFragment, edge.node)),
    [edges],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [disable, isDisabling] = useWebhooksDisableMutation();
  const [remove, isDeleting] = useWebhooksDeleteMutation();
  const variables = useMemo(() => ({}), []);

  const needsSelection = () => {
    if (selected.size > 0) return false;
    toaster.create({ type: 'error', title: MSG.webhooksSelectFirst });
    return true;
  };

  const markDisabled = () => {
    if (needsSelection()) return;
    disable(
      { webhooks: [...selected] },
      notifyOutcome(fill(MSG.webhooksDisabled, { n: selected.size }), MSG.genericFailure),
    );
  };

  const confirmDelete = () => {
    const count = selected.size;
    remove({ webhooks: [...selected] }, [data.webhooks.__id], {
      ...notifyOutcome(fill(MSG.webhooksDeleted, { n: count }), MSG.genericFailure),
      onCompleted: (payload) => {
        setConfirming(false);
        if (payload.userErrors.length) {
          toaster.create({ type: 'error', title: payload.userErrors.map((e) => e.message).join(' ') });
          return;
        }
        setSelected(new Set());
        toaster.create({ type: 'success', title: fill(MSG.webhooksDeleted, { n: count }) });
      },
    });
  };

  return (
    <Stack gap="4">
      {data.webhooks.totalCount === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="6" textAlign="center">
          <Text fontWeight="medium">No webhooks yet</Text>
          <Text color="fg.muted" textStyle="sm" mt="1">
            Add one to have your orders' status changes posted to your server as they happen.
          </Text>
        </Box>
      )}
      <PaginationTable
        caption="Webhooks"
        columns={COLUMNS}
        rowKey={(node) => node.id}
        nodes={rows}
        totalCount={data.webhooks.totalCount}
        pagination={pagination}
        filters={null}
        variables={variables}
        onRowOpen={(w) => onOpen(w.id)}
        openRowId={openId}
        selection={{
          selected,
          onChange: setSelected,
          max: MAX_SELECTED,
          rowLabel: (w) => `Select webhook ${w.webhookUrl}`,
        }}
        actions={
          <>
            <Button onClick={() => setAdding(true)}>Add Webhook</Button>
            <Button variant="outline" onClick={markDisabled} loading={isDisabling}>
              Mark as disabled
            </Button>
            <ConfirmDialog
              trigger={
                <Button variant="outline" colorPalette="red">
                  Delete
                </Button>
              }
              open={confirming}
              onOpenChange={(open) => setConfirming(open && !needsSelection())}
              title="Delete webhooks?"
              body={`${fill('{n:webhook}', { n: selected.size })} and their delivery logs will be deleted. Events will no longer be sent to them.`}
              confirmLabel="Yes, delete"
              loading={isDeleting}
              onConfirm={confirmDelete}
            />
          </>
        }
      />
      <WebhookCreateDialog open={adding} onClose={() => setAdding(false)} connection={data.webhooks.__id} />
    </Stack>
  );
}
