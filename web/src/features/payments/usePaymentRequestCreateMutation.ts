import { graphql } from 'react-relay';
import type { usePaymentRequestCreateMutation as PaymentRequestCreateMutation } from '../../__generated__/usePaymentRequestCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation usePaymentRequestCreateMutation($input: PaymentRequestCreateInput!) {
    paymentRequestCreate(input: $input) {
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

/** Sends someone a link to pay into the wallet; a repeat of the same submission sends nothing more. */
export function usePaymentRequestCreateMutation() {
  return useInputMutation<PaymentRequestCreateMutation, 'paymentRequestCreate'>(
    mutation,
    'paymentRequestCreate',
    undefined,
    { idempotent: true },
  );
}
