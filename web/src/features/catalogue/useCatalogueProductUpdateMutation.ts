import { graphql } from 'react-relay';
import type { useCatalogueProductUpdateMutation as CatalogueProductUpdateMutation } from '../../__generated__/useCatalogueProductUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The product comes back with the drawer's and the list row's fields, so both change in place,
// and the products per channel beside the list with it (a product may have moved channel).
const mutation = graphql`
  mutation useCatalogueProductUpdateMutation($input: CatalogueProductUpdateInput!) {
    catalogueProductUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      catalogueProduct {
        ...CatalogueProductDrawer_product
        ...CatalogueTable_product
      }
      query {
        ...CatalogueSidebar_query
      }
    }
  }
`;

export function useCatalogueProductUpdateMutation() {
  return useInputMutation<CatalogueProductUpdateMutation, 'catalogueProductUpdate'>(mutation, 'catalogueProductUpdate');
}
