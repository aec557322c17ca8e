import { graphql } from 'react-relay';
import type { useOrdersBulkUploadPreviewMutation as OrdersBulkUploadPreviewMutation } from '../../__generated__/useOrdersBulkUploadPreviewMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useOrdersBulkUploadPreviewMutation($input: OrdersBulkUploadPreviewInput!) {
    ordersBulkUploadPreview(input: $input) {
      userErrors {
        field
        message
        code
      }
      warehouseCodes
      rows {
        rowNumber
        values {
          orderId
          firstName
          lastName
          email
          phone
          addressLine1
          addressLine2
          city
          state
          pincode
          paymentMode
          title
          sku
          quantity
          unitPrice
          weight
          length
          breadth
          height
          warehouseCode
        }
        errors {
          field
          message
        }
      }
    }
  }
`;

/** Reads a bulk orders sheet and checks every cell; nothing is saved. Unstored: its input is the file. */
export function useOrdersBulkUploadPreviewMutation() {
  return useUnstoredInputMutation<OrdersBulkUploadPreviewMutation, 'ordersBulkUploadPreview'>(
    mutation,
    'ordersBulkUploadPreview',
  );
}
