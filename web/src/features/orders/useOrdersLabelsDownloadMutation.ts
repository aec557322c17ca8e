import { graphql } from 'react-relay';
import type { useOrdersLabelsDownloadMutation as OrdersLabelsDownloadMutation } from '../../__generated__/useOrdersLabelsDownloadMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOrdersLabelsDownloadMutation($input: OrdersDocumentsDownloadInput!) {
    ordersLabelsDownload(input: $input) {
      userErrors {
        field
        message
        code
      }
      url
      cancelledLeftOut
    }
  }
`;

/** A short-lived link to one zip of the orders' shipping labels. */
export function useOrdersLabelsDownloadMutation() {
  return useInputMutation<OrdersLabelsDownloadMutation, 'ordersLabelsDownload'>(mutation, 'ordersLabelsDownload');
}
