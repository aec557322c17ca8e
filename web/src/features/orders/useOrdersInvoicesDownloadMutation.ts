import { graphql } from 'react-relay';
import type { useOrdersInvoicesDownloadMutation as OrdersInvoicesDownloadMutation } from '../../__generated__/useOrdersInvoicesDownloadMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOrdersInvoicesDownloadMutation($input: OrdersDocumentsDownloadInput!) {
    ordersInvoicesDownload(input: $input) {
      userErrors {
        field
        message
        code
      }
      url
    }
  }
`;

/** A short-lived link to one zip of the orders' tax invoices. */
export function useOrdersInvoicesDownloadMutation() {
  return useInputMutation<OrdersInvoicesDownloadMutation, 'ordersInvoicesDownload'>(mutation, 'ordersInvoicesDownload');
}
