import { graphql } from 'react-relay';
import type { useOrderMessageSendMutation as OrderMessageSendMutation } from '../../__generated__/useOrderMessageSendMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The thread is oldest first, so the sent message goes to the end. The subscription may
// deliver the same message first; @appendEdge skips a node the connection already holds.
const mutation = graphql`
  mutation useOrderMessageSendMutation($input: OrderMessageSendInput!, $connections: [ID!]!) {
    orderMessageSend(input: $input) {
      userErrors {
        field
        message
        code
      }
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

/** Sends the buyer a message on an order (as the seller, or the warehouse for warehouse users). */
export function useOrderMessageSendMutation() {
  return useConnectionInputMutation<OrderMessageSendMutation, 'orderMessageSend'>(mutation, 'orderMessageSend', {
    idempotent: true,
  });
}
