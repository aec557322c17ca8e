import { graphql } from 'react-relay';
import type { useCatalogueImageUploadMutation as CatalogueImageUploadMutation } from '../../__generated__/useCatalogueImageUploadMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// A signed upload link for a product image (/order/presigned with key product_img).
const mutation = graphql`
  mutation useCatalogueImageUploadMutation($input: UploadCreateInput!) {
    uploadCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      uploadUrl
      storedUrl
    }
  }
`;

export function useCatalogueImageUploadMutation() {
  return useInputMutation<CatalogueImageUploadMutation, 'uploadCreate'>(mutation, 'uploadCreate');
}
