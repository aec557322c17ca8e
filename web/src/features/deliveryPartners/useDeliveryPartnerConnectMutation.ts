import { graphql } from 'react-relay';
import type { useDeliveryPartnerConnectMutation as DeliveryPartnerConnectMutation } from '../../__generated__/useDeliveryPartnerConnectMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The new partner joins the page's list as a card, without refetching the list.
const mutation = graphql`
  mutation useDeliveryPartnerConnectMutation($input: DeliveryPartnerConnectInput!, $connections: [ID!]!) {
    deliveryPartnerConnect(input: $input) {
      userErrors {
        field
        message
        code
      }
      deliveryPartner @appendNode(connections: $connections, edgeTypeName: "DeliveryPartnerEdge") {
        id
        ...DeliveryPartnerCard_partner
      }
    }
  }
`;

export function useDeliveryPartnerConnectMutation() {
  return useConnectionInputMutation<DeliveryPartnerConnectMutation, 'deliveryPartnerConnect'>(
    mutation,
    'deliveryPartnerConnect',
    { idempotent: true },
  );
}
