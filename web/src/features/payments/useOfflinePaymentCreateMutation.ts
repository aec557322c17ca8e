import { graphql } from 'react-relay';
import type { useOfflinePaymentCreateMutation as OfflinePaymentCreateMutation } from '../../__generated__/useOfflinePaymentCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOfflinePaymentCreateMutation($input: OfflinePaymentCreateInput!) {
    offlinePaymentCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      paymentLogEdge {
        node {
          id
          ...PaymentLogTable_row
        }
      }
    }
  }
`;

/** Records an offline payment for an admin to approve; a repeat of the same submission records nothing more. */
export function useOfflinePaymentCreateMutation() {
  return useInputMutation<OfflinePaymentCreateMutation, 'offlinePaymentCreate'>(
    mutation,
    'offlinePaymentCreate',
    undefined,
    { idempotent: true },
  );
}
