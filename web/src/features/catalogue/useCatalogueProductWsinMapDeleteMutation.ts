import { graphql } from 'react-relay';
import type { useCatalogueProductWsinMapDeleteMutation as CatalogueProductWsinMapDeleteMutation } from '../../__generated__/useCatalogueProductWsinMapDeleteMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// Removes the map (admins only); the product comes back showing 'Not Generated'.
const mutation = graphql`
  mutation useCatalogueProductWsinMapDeleteMutation($input: CatalogueProductWsinMapDeleteInput!) {
    catalogueProductWsinMapDelete(input: $input) {
      userErrors {
        field
        message
        code
      }
      catalogueProduct {
        ...CatalogueProductDrawer_product
        ...CatalogueTable_product
      }
    }
  }
`;

export function useCatalogueProductWsinMapDeleteMutation() {
  return useInputMutation<CatalogueProductWsinMapDeleteMutation, 'catalogueProductWsinMapDelete'>(
    mutation,
    'catalogueProductWsinMapDelete',
  );
}
