import { graphql } from 'react-relay';
import type { useSalesChannelIntegrateMutation as SalesChannelIntegrateMutation } from '../../__generated__/useSalesChannelIntegrateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// A new store joins the end of the listed stores; a store connected again is already listed
// (@appendEdge skips a node the connection holds) and its card takes the new hints.
const mutation = graphql`
  mutation useSalesChannelIntegrateMutation($input: SalesChannelIntegrateInput!, $connections: [ID!]!) {
    salesChannelIntegrate(input: $input) {
      userErrors {
        field
        message
        code
      }
      salesChannelEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          shop
          ...SalesChannelCard_channel
        }
      }
    }
  }
`;

/** Connects a store (or reconnects one with new credentials); it needs the invoicing details and a warehouse. */
export function useSalesChannelIntegrateMutation() {
  return useConnectionInputMutation<SalesChannelIntegrateMutation, 'salesChannelIntegrate'>(
    mutation,
    'salesChannelIntegrate',
    { idempotent: true },
  );
}
