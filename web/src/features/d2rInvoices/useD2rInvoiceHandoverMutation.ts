import { graphql } from 'react-relay';
import type { useD2rInvoiceHandoverMutation as Mutation } from '../../__generated__/useD2rInvoiceHandoverMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The row's fragment comes back, so the list shows the salesman now holding the invoice.
const mutation = graphql`
  mutation useD2rInvoiceHandoverMutation($input: D2rInvoiceHandoverInput!) {
    d2rInvoiceHandover(input: $input) {
      userErrors {
        field
        message
        code
      }
      invoice {
        id
        handedOverAt
        ...InvoicesTable_row
      }
    }
  }
`;

/** Hands a D2R invoice over to another of the brand's salesmen, who then collects on it. */
export function useD2rInvoiceHandoverMutation() {
  return useInputMutation<Mutation, 'd2rInvoiceHandover'>(mutation, 'd2rInvoiceHandover');
}
