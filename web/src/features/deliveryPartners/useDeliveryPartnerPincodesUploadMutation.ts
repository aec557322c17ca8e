import { graphql } from 'react-relay';
import type { useDeliveryPartnerPincodesUploadMutation as DeliveryPartnerPincodesUploadMutation } from '../../__generated__/useDeliveryPartnerPincodesUploadMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's pincode counts follow the upload.
const mutation = graphql`
  mutation useDeliveryPartnerPincodesUploadMutation($input: DeliveryPartnerPincodesUploadInput!) {
    deliveryPartnerPincodesUpload(input: $input) {
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

export function useDeliveryPartnerPincodesUploadMutation() {
  return useInputMutation<DeliveryPartnerPincodesUploadMutation, 'deliveryPartnerPincodesUpload'>(
    mutation,
    'deliveryPartnerPincodesUpload',
  );
}
