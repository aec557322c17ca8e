import { graphql } from 'react-relay';
import type { useCatalogueProductWsinMapMutation as CatalogueProductWsinMapMutation } from '../../__generated__/useCatalogueProductWsinMapMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// Replaces the map (admins only); the drawer and the row show the new map and availability.
const mutation = graphql`
  mutation useCatalogueProductWsinMapMutation($input: CatalogueProductWsinMapInput!) {
    catalogueProductWsinMap(input: $input) {
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

export function useCatalogueProductWsinMapMutation() {
  return useInputMutation<CatalogueProductWsinMapMutation, 'catalogueProductWsinMap'>(
    mutation,
    'catalogueProductWsinMap',
  );
}
