import { graphql } from 'react-relay';
import type { usePaymentLinkPayMutation as PaymentLinkPayMutation } from '../../__generated__/usePaymentLinkPayMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation usePaymentLinkPayMutation($input: PaymentLinkPayInput!) {
    paymentLinkPay(input: $input) {
      userErrors {
        field
        message
        code
      }
      redirectUrl
      link {
        ...PayLinkView_link
      }
    }
  }
`;

/** Pays a payment request from its public link; paying again credits nothing more. */
export function usePaymentLinkPayMutation() {
  return useInputMutation<PaymentLinkPayMutation, 'paymentLinkPay'>(mutation, 'paymentLinkPay');
}
