import { MSG, channelTypeLabel, fill } from '@parcelo/common';
import { Badge, Button, Card, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { SalesChannelCard_channel$key } from '../../__generated__/SalesChannelCard_channel.graphql';
import type { useSalesChannelSyncMutation$data } from '../../__generated__/useSalesChannelSyncMutation.graphql';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { FormDialog } from '../../lib/FormDialog';
import { formatDateTime } from '../../lib/format';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { SalesChannelEditForm } from './SalesChannelEditForm';
import { useSalesChannelDisconnectMutation } from './useSalesChannelDisconnectMutation';
import { useSalesChannelSyncMutation } from './useSalesChannelSyncMutation';

const fragment = graphql`
  fragment SalesChannelCard_channel on SalesChannel {
    id
    type
    shop
    keyHint
    secretHint
    extras {
      webhookClientId
      ucClientId
      shippingProviderCode
      carrierId
    }
    connectedAt
    lastSyncedAt
  }
`;

type SyncOutcome = Omit<useSalesChannelSyncMutation$data['ordersSync'], 'userErrors' | 'salesChannel'>;

interface Props {
  channel: SalesChannelCard_channel$key;
  /** The listed stores' connection, which a disconnected store leaves. */
  connectionId: string;
}

/** One connected store: what it is, when it was connected and last synced, and its actions. */
export function SalesChannelCard({ channel: channelKey, connectionId }: Props) {
  const channel = useFragment(fragment, channelKey);
  const type = channel.type.toLowerCase();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<SyncOutcome | null>(null);
  const [sync, isSyncing] = useSalesChannelSyncMutation();
  const [disconnect, isDisconnecting] = useSalesChannelDisconnectMutation();

  const runSync = () => {
    sync(
      { shopType: channel.type, salesChannelId: channel.id },
      {
        onCompleted: (payload) => {
          if (!notifyUserErrors(payload.userErrors, MSG.ordersSyncFailed)) return;
          setOutcome(payload);
          const skipped = payload.skipped?.length ?? 0;
          toaster.create({
            type: 'success',
            title: fill(MSG.ordersSynced, { n: payload.created ?? 0 }),
            description: skipped > 0 ? fill(MSG.ordersSyncSkipped, { n: skipped }) : undefined,
          });
        },
        onError: (error) => notifyFailure(error, MSG.ordersSyncFailed),
      },
    );
  };

  const runDisconnect = () => {
    disconnect({ id: channel.id }, [connectionId], {
      onCompleted: (payload) => {
        if (!notifyUserErrors(payload.userErrors, 'Failed to disconnect the store')) return;
        setConfirming(false);
        toaster.create({ type: 'success', title: `${channel.shop} disconnected` });
      },
      onError: (error) => notifyFailure(error, 'Failed to disconnect the store'),
    });
  };

  const extras = {
    webhook_client_id: channel.extras.webhookClientId ?? '',
    uc_client_id: channel.extras.ucClientId ?? '',
    shipping_provider_code: channel.extras.shippingProviderCode ?? '',
    carrier_id: channel.extras.carrierId ?? '',
  };

  return (
    <Card.Root as="li" size="sm" aria-label={channel.shop}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="2">
          <Stack gap="0.5" minW="0">
            <Badge alignSelf="flex-start" variant="subtle">
              {channelTypeLabel(type)}
            </Badge>
            <Text fontWeight="semibold" wordBreak="break-all">
              {channel.shop}
            </Text>
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" onClick={runSync} loading={isSyncing}>
              Sync orders
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <ConfirmDialog
              trigger={
                <Button size="sm" variant="outline" colorPalette="red">
                  Disconnect
                </Button>
              }
              open={confirming}
              onOpenChange={setConfirming}
              title={`Disconnect ${channel.shop}?`}
              body="No more orders will be pulled from this store. Orders already pulled stay."
              confirmLabel="Yes, disconnect"
              loading={isDisconnecting}
              onConfirm={runDisconnect}
            />
          </HStack>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          <DataList.Item>
            <DataList.ItemLabel>Key</DataList.ItemLabel>
            <DataList.ItemValue>{channel.keyHint}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Connected</DataList.ItemLabel>
            <DataList.ItemValue>{formatDateTime(channel.connectedAt)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Last sync</DataList.ItemLabel>
            <DataList.ItemValue>
              {channel.lastSyncedAt ? formatDateTime(channel.lastSyncedAt) : 'Never'}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        {outcome && <SyncSummary outcome={outcome} />}
      </Card.Body>
      <FormDialog open={editing} onClose={() => setEditing(false)}>
        <SalesChannelEditForm
          channel={{
            id: channel.id,
            type,
            shop: channel.shop,
            keyHint: channel.keyHint,
            secretHint: channel.secretHint,
            extras,
          }}
          onDone={() => setEditing(false)}
        />
      </FormDialog>
    </Card.Root>
  );
}

/** What the last sync of this store brought: counts, and each order it could not take with why. */
function SyncSummary({ outcome }: { outcome: SyncOutcome }) {
  const skipped = outcome.skipped ?? [];
  return (
    <Stack gap="1" role="status" borderTopWidth="1px" pt="2">
      <Text textStyle="sm">
        {`Fetched ${outcome.fetched ?? 0} · ${outcome.created ?? 0} new · ${outcome.duplicates ?? 0} already pulled · ${skipped.length} skipped`}
      </Text>
      {skipped.length > 0 && (
        <List.Root textStyle="xs" color="fg.muted" ps="4">
          {skipped.slice(0, 50).map((s) => (
            <List.Item key={s.shopOrderId}>{`${s.shopOrderId}: ${s.message}`}</List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
