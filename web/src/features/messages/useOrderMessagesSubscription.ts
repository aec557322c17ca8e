import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOrderMessagesSubscription as OrderMessagesSubscription } from '../../__generated__/useOrderMessagesSubscription.graphql';

// Both kinds of event go through @appendEdge: a CREATED message (from the buyer, or sent
// from another browser) joins the end of the thread; an UPDATED one is already there, so
// the edge is skipped and only its record, hence its status tag, changes.
const subscription = graphql`
  subscription useOrderMessagesSubscription($order: ID!, $connections: [ID!]!) {
    orderMessages(order: $order) {
      kind
      messageEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          createdAt
          ...OrderMessagesSection_message
        }
      }
    }
  }
`;

/**
 * The order's new messages and status changes while the thread is shown, written into
 * `connection` (the thread's connection ID). `onError` may change between renders
 * without resubscribing.
 */
export function useOrderMessagesSubscription(
  order: string,
  connection: string | null,
  onError: (error: Error) => void,
) {
  const errorHandler = useRef(onError);
  errorHandler.current = onError;
  const config = useMemo<GraphQLSubscriptionConfig<OrderMessagesSubscription>>(
    () => ({
      subscription,
      // Without the thread (its service was unavailable) status changes still land; nothing is appended.
      variables: { order, connections: connection ? [connection] : [] },
      onError: (error) => errorHandler.current(error),
    }),
    [order, connection],
  );
  useSubscription<OrderMessagesSubscription>(config);
}
