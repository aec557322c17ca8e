import { graphql } from 'react-relay';
import type { useCataloguePricingUploadMutation as CataloguePricingUploadMutation } from '../../__generated__/useCataloguePricingUploadMutation.graphql';
import { useUnstoredInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCataloguePricingUploadMutation($input: CataloguePricingUploadInput!) {
    cataloguePricingUpload(input: $input) {
      updated
      failed {
        key
        message
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/**
 * Saves the discounts of an uploaded pricing CSV at one store, all rows or none. Unstored:
 * the payload is screen state, not graph data, and saved discounts are told of even when
 * the dialog was closed meanwhile.
 */
export function useCataloguePricingUploadMutation() {
  return useUnstoredInputMutation<CataloguePricingUploadMutation, 'cataloguePricingUpload'>(
    mutation,
    'cataloguePricingUpload',
  );
}
