import { graphql } from 'react-relay';
import type { useDeliveryPartnerUpdateMutation as DeliveryPartnerUpdateMutation } from '../../__generated__/useDeliveryPartnerUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's fields come back, so its active switch shows what the server kept.
const mutation = graphql`
  mutation useDeliveryPartnerUpdateMutation($input: DeliveryPartnerUpdateInput!) {
    deliveryPartnerUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      deliveryPartner {
        ...DeliveryPartnerCard_partner
      }
    }
  }
`;

export function useDeliveryPartnerUpdateMutation() {
  return useInputMutation<DeliveryPartnerUpdateMutation, 'deliveryPartnerUpdate'>(mutation, 'deliveryPartnerUpdate');
}
