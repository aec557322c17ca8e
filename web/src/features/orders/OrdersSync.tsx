import { MSG, fill } from '@parcelo/common';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ShopType } from '../../__generated__/useOrdersSyncMutation.graphql';
import { notifyFailure, toaster } from '../../lib/toaster';
import { shopTypeLabel } from './labels';
import { notifyUserErrors } from './notify';
import { markSynced, useSyncedChannels } from './syncedChannels';
import { useOrdersSyncMutation } from './useOrdersSyncMutation';

interface Channel {
  readonly type: ShopType;
  readonly shop: string;
}

/**
 * 'Sync orders': one button per connected channel, pulling its new orders. A button is
 * off while its sync runs and, once a sync has succeeded, until the page is reloaded (§4).
 */
export function OrdersSync({ channels }: { channels: readonly Channel[] }) {
  const [sync] = useOrdersSyncMutation();
  const [running, setRunning] = useState<ShopType | null>(null);
  const synced = useSyncedChannels();

  if (channels.length === 0) return null;

  const run = (shopType: ShopType) => {
    setRunning(shopType);
    sync(
      { shopType },
      {
        onCompleted: (payload) => {
          setRunning(null);
          if (!notifyUserErrors(payload.userErrors, MSG.ordersSyncFailed)) return;
          markSynced(shopType);
          const skipped = payload.skipped?.length ?? 0;
          toaster.create({
            type: 'success',
            title: fill(MSG.ordersSynced, { n: payload.created ?? 0 }),
            description: skipped > 0 ? fill(MSG.ordersSyncSkipped, { n: skipped }) : undefined,
          });
        },
        onError: (error) => {
          setRunning(null);
          notifyFailure(error, MSG.ordersSyncFailed);
        },
      },
    );
  };

  return (
    <Stack as="section" aria-labelledby="orders-sync-heading" gap="2" pt="2">
      <Heading as="h2" id="orders-sync-heading" size="sm">
        Sync orders
      </Heading>
      {channels.map((channel) => (
        <Stack key={`${channel.type}:${channel.shop}`} gap="0.5">
          <Button
            variant="outline"
            width="full"
            onClick={() => run(channel.type)}
            loading={running === channel.type}
            // One sync at a time: each pulls into the same orders list.
            disabled={running !== null || synced.has(channel.type)}
          >
            {`Sync ${shopTypeLabel(channel.type)}`}
          </Button>
          <Text textStyle="xs" color="fg.muted" truncate title={channel.shop}>
            {synced.has(channel.type) ? `${channel.shop} · synced` : channel.shop}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
