import { graphql } from 'react-relay';
import type { useDeliveryPartnerRateCardUpdateMutation as DeliveryPartnerRateCardUpdateMutation } from '../../__generated__/useDeliveryPartnerRateCardUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's summary shows the saved prices.
const mutation = graphql`
  mutation useDeliveryPartnerRateCardUpdateMutation($input: DeliveryPartnerRateCardUpdateInput!) {
    deliveryPartnerRateCardUpdate(input: $input) {
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

export function useDeliveryPartnerRateCardUpdateMutation() {
  return useInputMutation<DeliveryPartnerRateCardUpdateMutation, 'deliveryPartnerRateCardUpdate'>(
    mutation,
    'deliveryPartnerRateCardUpdate',
  );
}
