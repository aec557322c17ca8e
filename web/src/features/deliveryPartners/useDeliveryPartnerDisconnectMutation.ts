import { graphql } from 'react-relay';
import type { useDeliveryPartnerDisconnectMutation as DeliveryPartnerDisconnectMutation } from '../../__generated__/useDeliveryPartnerDisconnectMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The card leaves the list as the server confirms.
const mutation = graphql`
  mutation useDeliveryPartnerDisconnectMutation($input: DeliveryPartnerDisconnectInput!, $connections: [ID!]!) {
    deliveryPartnerDisconnect(input: $input) {
      userErrors {
        field
        message
        code
      }
      disconnectedId @deleteEdge(connections: $connections)
    }
  }
`;

export function useDeliveryPartnerDisconnectMutation() {
  return useConnectionInputMutation<DeliveryPartnerDisconnectMutation, 'deliveryPartnerDisconnect'>(
    mutation,
    'deliveryPartnerDisconnect',
  );
}
