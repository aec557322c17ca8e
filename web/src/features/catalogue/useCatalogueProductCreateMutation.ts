import { graphql } from 'react-relay';
import type { useCatalogueProductCreateMutation as CatalogueProductCreateMutation } from '../../__generated__/useCatalogueProductCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first, so the new product's edge goes to the top of the listed
// connection (the caller passes it when the product passes the list's filters), and the
// products per channel beside the list count it.
const mutation = graphql`
  mutation useCatalogueProductCreateMutation($input: CatalogueProductInput!, $connections: [ID!]!) {
    catalogueProductCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      catalogueProductEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          productTitle
          ...CatalogueTable_product
        }
      }
      query {
        ...CatalogueSidebar_query
      }
    }
  }
`;

/** Creates a product: the seller's own, or (admins) one for `input.company`. */
export function useCatalogueProductCreateMutation() {
  return useConnectionInputMutation<CatalogueProductCreateMutation, 'catalogueProductCreate'>(
    mutation,
    'catalogueProductCreate',
    { idempotent: true },
  );
}
