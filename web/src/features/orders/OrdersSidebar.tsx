import { Button } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router';
import type { OrdersSidebar_query$key } from '../../__generated__/OrdersSidebar_query.graphql';
import { OrdersSync } from './OrdersSync';

const fragment = graphql`
  fragment OrdersSidebar_query on Query {
    viewer {
      company {
        salesChannels(first: 50) {
          edges {
            node {
              ...OrdersSync_channels
            }
          }
        }
      }
    }
  }
`;

interface Props {
  query: OrdersSidebar_query$key;
  /** Runs when a channel sync brought in new orders, for a page that lists them. */
  onNewOrders?: () => void;
}

/** The order pages' sidebar: create, bulk upload, awaiting pickup, packing and channel sync. */
export function OrdersSidebar({ query, onNewOrders }: Props) {
  const data = useFragment(fragment, query);
  const onAwaitingPickup = useLocation().pathname === '/awaiting-pickup';
  const channels = data.viewer?.company?.salesChannels.edges.map((e) => e.node) ?? [];

  return (
    <>
      <Button asChild width="full">
        <RouterLink to="/orders/new">Create Order</RouterLink>
      </Button>
      <Button asChild width="full" variant="outline">
        <RouterLink to="/orders/bulk">Upload Bulk Orders</RouterLink>
      </Button>
      <Button asChild width="full" variant={onAwaitingPickup ? 'subtle' : 'ghost'} justifyContent="flex-start">
        <RouterLink to="/awaiting-pickup" aria-current={onAwaitingPickup ? 'page' : undefined}>
          Awaiting pickup
        </RouterLink>
      </Button>
      <Button asChild width="full" variant="ghost" justifyContent="flex-start">
        <RouterLink to="/fulfilment">Pack orders</RouterLink>
      </Button>
      <OrdersSync channels={channels} onNewOrders={onNewOrders} />
    </>
  );
}
