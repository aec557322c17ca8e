import { MSG } from '@parcelo/common';
import { Badge, Box, Button, DataList, Drawer, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import type { WebhookDeliveries_delivery$key } from '../../__generated__/WebhookDeliveries_delivery.graphql';
import type { WebhookDeliveries_webhook$key } from '../../__generated__/WebhookDeliveries_webhook.graphql';
import type { WebhookDeliveriesPaginationQuery } from '../../__generated__/WebhookDeliveriesPaginationQuery.graphql';
import type { WebhookDrawer_webhook$key } from '../../__generated__/WebhookDrawer_webhook.graphql';
import type { WebhookDrawerQuery } from '../../__generated__/WebhookDrawerQuery.graphql';
import { formatDateTime, formatDateTimeSeconds, formatListRange } from '../../lib/format';
import { notifyOutcome } from '../../lib/notify';
import { DrawerDetail, QueryDrawer, type QueryDrawerState } from '../../lib/QueryDrawer';
import { notifyError, notifyFailure } from '../../lib/toaster';
import { SecretValue } from './WebhookCreateDialog';
import { useWebhookDeliveryRedeliverMutation } from './useWebhookDeliveryRedeliverMutation';
import { useWebhookEnableMutation } from './useWebhookEnableMutation';
import { useWebhookSecretRevealMutation } from './useWebhookSecretRevealMutation';

/** The drawer's own query, loaded when a row is opened (or the URL names one). */
export const webhookDrawerQuery = graphql`
  query WebhookDrawerQuery($id: ID!) {
    node(id: $id) {
      ... on Webhook @alias(as: "webhook") {
        ...WebhookDrawer_webhook
        ...WebhookDeliveries_webhook
      }
    }
  }
`;

const webhookFragment = graphql`
  fragment WebhookDrawer_webhook on Webhook {
    id
    webhookUrl
    eventName
    isActive
    secretHint
    createdAt
  }
`;

const deliveriesFragment = graphql`
  fragment WebhookDeliveries_webhook on Webhook
  @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
  @refetchable(queryName: "WebhookDeliveriesPaginationQuery") {
    deliveries(first: $count, after: $cursor)
      @required(action: THROW)
      @connection(key: "WebhookDeliveries_deliveries") {
      totalCount
      edges {
        node {
          id
          status
          ...WebhookDeliveries_delivery
        }
      }
    }
  }
`;

const deliveryFragment = graphql`
  fragment WebhookDeliveries_delivery on WebhookDelivery {
    id
    status
    occurredAt
    nextTryAt
    payload
    attempts {
      attempt
      attemptedAt
      statusCode
      responseTimeMs
      error
      succeeded
      manual
    }
  }
`;

const PAGE = 10;
/** While a delivery is still being retried, the open log looks again this often. */
const LIVE_MS = 5_000;

const STATUS_TAGS = {
  PENDING: { label: 'Retrying', palette: 'orange' },
  DELIVERED: { label: 'Delivered', palette: 'green' },
  FAILED: { label: 'Failed', palette: 'red' },
} as const;

/** A webhook's delivery log: each event sent, with every attempt, and Redeliver. */
export function WebhookDrawer(drawer: QueryDrawerState<WebhookDrawerQuery>) {
  return (
    <QueryDrawer<WebhookDrawerQuery>
      {...drawer}
      title="Webhook"
      query={webhookDrawerQuery}
      size={{ base: 'full', md: 'xl' }}
    >
      {(data) => data.node?.webhook && <WebhookDetails webhook={data.node.webhook} log={data.node.webhook} />}
    </QueryDrawer>
  );
}

function WebhookDetails({ webhook, log }: { webhook: WebhookDrawer_webhook$key; log: WebhookDeliveries_webhook$key }) {
  const w = useFragment(webhookFragment, webhook);
  const [enable, isEnabling] = useWebhookEnableMutation();
  const [reveal, isRevealing] = useWebhookSecretRevealMutation();
  const [secret, setSecret] = useState<string | null>(null);

  const showSecret = () =>
    reveal(
      { webhook: w.id },
      {
        onCompleted: (payload) => {
          if (payload.userErrors.length || !payload.secret) notifyFailure(null, MSG.genericFailure);
          else setSecret(payload.secret);
        },
      },
    );

  return (
    <>
      <Drawer.Header>
        <Stack gap="1" pe="8">
          <Drawer.Title wordBreak="break-all">{w.webhookUrl}</Drawer.Title>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={w.isActive ? 'green' : 'gray'} variant="subtle">
              {w.isActive ? 'Active' : 'Disabled'}
            </Badge>
            <Text textStyle="sm" color="fg.muted">
              {w.eventName}
            </Text>
          </HStack>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="6">
          <DataList.Root orientation="horizontal" size="sm">
            <DrawerDetail label="Created">{formatDateTime(w.createdAt)}</DrawerDetail>
            <DrawerDetail label="Signing secret">
              {secret ? (
                <SecretValue secret={secret} />
              ) : (
                <HStack gap="2" wrap="wrap">
                  <Text as="span">{w.secretHint}</Text>
                  <Button size="xs" variant="outline" onClick={showSecret} loading={isRevealing}>
                    Reveal
                  </Button>
                </HStack>
              )}
            </DrawerDetail>
          </DataList.Root>
          {!w.isActive && (
            <Box>
              <Button
                size="sm"
                onClick={() => enable({ webhook: w.id }, notifyOutcome(MSG.webhookEnabled, MSG.genericFailure))}
                loading={isEnabling}
              >
                Enable
              </Button>
            </Box>
          )}
          <Deliveries log={log} active={w.isActive} />
        </Stack>
      </Drawer.Body>
    </>
  );
}

function Deliveries({ log, active }: { log: WebhookDeliveries_webhook$key; active: boolean }) {
  const { data, hasNext, isLoadingNext, loadNext, refetch } = usePaginationFragment<
    WebhookDeliveriesPaginationQuery,
    WebhookDeliveries_webhook$key
  >(deliveriesFragment, log);
  const [isRefreshing, startTransition] = useTransition();
  const deliveries = data.deliveries.edges.map((edge) => edge.node);

  const refresh = (quiet = false) =>
    startTransition(() => {
      refetch(
        { count: Math.max(PAGE, deliveries.length) },
        { fetchPolicy: 'network-only', onComplete: (error) => error && !quiet && notifyError(error) },
      );
    });
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;
  const retrying = deliveries.some((d) => d.status === 'PENDING');
  useEffect(() => {
    if (!retrying) return;
    const timer = setInterval(() => refreshRef.current(true), LIVE_MS);
    return () => clearInterval(timer);
  }, [retrying]);

  return (
    <Box as="section" aria-labelledby="webhook-deliveries-heading">
      <HStack justify="space-between" mb="3" wrap="wrap">
        <Heading as="h3" size="sm" id="webhook-deliveries-heading">
          Delivery log
        </Heading>
        <Button size="sm" variant="outline" onClick={() => refresh()} loading={isRefreshing}>
          Refresh
        </Button>
      </HStack>
      {deliveries.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No deliveries yet. Events are sent here as your orders' statuses change.
        </Text>
      ) : (
        <Stack gap="4">
          {deliveries.map((d) => (
            <Delivery key={d.id} delivery={d} active={active} />
          ))}
        </Stack>
      )}
      <HStack mt="3" justify="space-between" wrap="wrap">
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {formatListRange(0, deliveries.length, data.deliveries.totalCount, 'delivery')}
        </Text>
        {hasNext && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => loadNext(PAGE, { onComplete: (error) => error && notifyError(error) })}
            loading={isLoadingNext}
          >
            Load more
          </Button>
        )}
      </HStack>
    </Box>
  );
}

function eventSummary(payload: string): string {
  try {
    const body = JSON.parse(payload) as { data?: { shopOrderId?: string; status?: string; previousStatus?: string } };
    const d = body.data ?? {};
    return [d.shopOrderId, d.previousStatus && d.status ? `${d.previousStatus} → ${d.status}` : d.status]
      .filter(Boolean)
      .join(' · ');
  } catch {
    return '';
  }
}

function Delivery({ delivery, active }: { delivery: WebhookDeliveries_delivery$key; active: boolean }) {
  const d = useFragment(deliveryFragment, delivery);
  const [redeliver, isRedelivering] = useWebhookDeliveryRedeliverMutation();
  const tag = STATUS_TAGS[d.status as keyof typeof STATUS_TAGS] ?? STATUS_TAGS.PENDING;
  const summary = eventSummary(d.payload);
  return (
    <Box as="article" aria-label={`Delivery ${summary || d.id}`} borderWidth="1px" rounded="md" p="3">
      <HStack justify="space-between" align="start" gap="2" wrap="wrap" mb="2">
        <Stack gap="0.5">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={tag.palette} variant="subtle">
              {tag.label}
            </Badge>
            <Text fontWeight="medium" textStyle="sm">
              {summary}
            </Text>
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {`Event at ${formatDateTime(d.occurredAt)}`}
            {d.status === 'PENDING' && d.nextTryAt ? ` · next try ${formatDateTime(d.nextTryAt)}` : ''}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="outline"
          disabled={!active}
          loading={isRedelivering}
          onClick={() => redeliver({ delivery: d.id }, notifyOutcome(MSG.webhookRedelivered, MSG.genericFailure))}
        >
          Redeliver
        </Button>
      </HStack>
      <Table.ScrollArea>
        <Table.Root size="sm" aria-label="Attempts">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader whiteSpace="nowrap">Time</Table.ColumnHeader>
              <Table.ColumnHeader>Attempt</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">Status code</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap" textAlign="end">
                Response time
              </Table.ColumnHeader>
              <Table.ColumnHeader>Outcome</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {d.attempts.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5} color="fg.muted">
                  Not tried yet
                </Table.Cell>
              </Table.Row>
            ) : (
              d.attempts.map((a) => (
                <Table.Row key={a.attempt}>
                  <Table.Cell whiteSpace="nowrap">{formatDateTimeSeconds(a.attemptedAt)}</Table.Cell>
                  <Table.Cell>{a.manual ? `${a.attempt} (manual)` : a.attempt}</Table.Cell>
                  <Table.Cell>{a.statusCode ?? '—'}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{`${a.responseTimeMs} ms`}</Table.Cell>
                  <Table.Cell color={a.succeeded ? 'fg.success' : 'fg.error'}>
                    {a.succeeded ? 'Succeeded' : `Failed${a.error ? `: ${a.error}` : ''}`}
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
