import { graphql } from 'react-relay';
import type { useBillingMonthRunMutation as BillingMonthRunMutation } from '../../__generated__/useBillingMonthRunMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useBillingMonthRunMutation($input: BillingMonthRunInput!) {
    billingMonthRun(input: $input) {
      companies
      issued
      alreadyInvoiced
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Bills every brand for a month that has ended (admins); the list is loaded again after. */
export function useBillingMonthRunMutation() {
  return useInputMutation<BillingMonthRunMutation, 'billingMonthRun'>(mutation, 'billingMonthRun');
}
