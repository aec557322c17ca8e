import { graphql } from 'react-relay';
import type { useSalesChannelDisconnectMutation as SalesChannelDisconnectMutation } from '../../__generated__/useSalesChannelDisconnectMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The store leaves the listed connection; its orders stay.
const mutation = graphql`
  mutation useSalesChannelDisconnectMutation($input: SalesChannelDisconnectInput!, $connections: [ID!]!) {
    salesChannelDisconnect(input: $input) {
      userErrors {
        field
        message
        code
      }
      disconnectedId @deleteEdge(connections: $connections)
    }
  }
`;

/** Disconnects a store: no more orders are pulled from it. */
export function useSalesChannelDisconnectMutation() {
  return useConnectionInputMutation<SalesChannelDisconnectMutation, 'salesChannelDisconnect'>(
    mutation,
    'salesChannelDisconnect',
  );
}
