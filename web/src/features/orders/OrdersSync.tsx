import { MSG, fill, plural } from '@parcelo/common';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OrdersSync_channels$key } from '../../__generated__/OrdersSync_channels.graphql';
import type { ShopType } from '../../__generated__/useOrdersSyncMutation.graphql';
import { notifyFailure, toaster } from '../../lib/toaster';
import { shopTypeLabel } from './labels';
import { notifyUserErrors } from '../../lib/notify';
import { markSynced, useSyncedChannels } from './syncedChannels';
import { useOrdersSyncMutation } from './useOrdersSyncMutation';

const fragment = graphql`
  fragment OrdersSync_channels on SalesChannel @relay(plural: true) {
    type
    shop
  }
`;

interface Channel {
  readonly type: ShopType;
  readonly shop: string;
}

/** The connected shops by channel type, in the order the types first appear. */
function byType(channels: readonly Channel[]): Map<ShopType, string[]> {
  const shops = new Map<ShopType, string[]>();
  for (const channel of channels) shops.set(channel.type, [...(shops.get(channel.type) ?? []), channel.shop]);
  return shops;
}

interface Props {
  /** The company's connected shops. */
  channels: OrdersSync_channels$key;
  /** Runs when a sync brought in new orders, so a list on screen can show them. */
  onNewOrders?: () => void;
}

/**
 * 'Sync orders': one button per connected channel type, pulling the new orders of each of
 * its shops (Settings > Integrations > Sales Channels syncs one shop at a time). A button is off while its
 * sync runs and, once a sync has succeeded, until the page is reloaded.
 */
export function OrdersSync({ channels: channelsKey, onNewOrders }: Props) {
  const channels = useFragment(fragment, channelsKey);
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
          const created = payload.created ?? 0;
          const skipped = payload.skipped?.length ?? 0;
          toaster.create({
            type: 'success',
            title: fill(MSG.ordersSynced, { n: created }),
            description: skipped > 0 ? fill(MSG.ordersSyncSkipped, { n: skipped }) : undefined,
          });
          const failed = payload.failedStores ?? [];
          if (failed.length > 0)
            toaster.create({
              type: 'warning',
              title: `${plural(failed.length, 'store')} could not be synced`,
              description: failed.map((f) => `${f.shop}: ${f.message}`).join(' '),
            });
          if (created > 0) onNewOrders?.();
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
      {[...byType(channels)].map(([type, shops]) => {
        const shopsId = `orders-sync-${type}-shops`;
        return (
          <Stack key={type} gap="0.5">
            <Button
              variant="outline"
              width="full"
              onClick={() => run(type)}
              loading={running === type}
              // One sync at a time: each pulls into the same orders list.
              disabled={running !== null || synced.has(type)}
              aria-describedby={shopsId}
            >
              {`Sync ${shopTypeLabel(type)}`}
            </Button>
            <Text id={shopsId} textStyle="xs" color="fg.muted" truncate title={shops.join(', ')}>
              {synced.has(type) ? `${shops.join(', ')} · synced` : shops.join(', ')}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
