import { graphql } from 'react-relay';
import type { useFulfilmentDetailsUpdateMutation as FulfilmentDetailsUpdateMutation } from '../../__generated__/useFulfilmentDetailsUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useFulfilmentDetailsUpdateMutation($input: FulfilmentDetailsUpdateInput!) {
    fulfilmentDetailsUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      fulfilment {
        id
        shippingLabelUrl
        invoiceUrl
        packageType
        ...FulfilmentOrderCard_fulfilment
        ...FulfilmentQueue_fulfilment
      }
    }
  }
`;

/** Fulfilment details: shipping label URL, invoice URL and package type. */
export function useFulfilmentDetailsUpdateMutation() {
  return useInputMutation<FulfilmentDetailsUpdateMutation, 'fulfilmentDetailsUpdate'>(
    mutation,
    'fulfilmentDetailsUpdate',
  );
}
