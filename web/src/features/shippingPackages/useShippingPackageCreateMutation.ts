import { graphql } from 'react-relay';
import type { useShippingPackageCreateMutation as ShippingPackageCreateMutation } from '../../__generated__/useShippingPackageCreateMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The list is newest first unless sorted: the new package's edge goes to the top of the listed connection.
const mutation = graphql`
  mutation useShippingPackageCreateMutation($input: ShippingPackageCreateInput!, $connections: [ID!]!) {
    shippingPackageCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      shippingPackageEdge @prependEdge(connections: $connections) {
        cursor
        node {
          id
          ...ShippingPackagesTable_row
        }
      }
    }
  }
`;

/** Adds a package; a repeat after a lost answer adds nothing more. */
export function useShippingPackageCreateMutation() {
  return useConnectionInputMutation<ShippingPackageCreateMutation, 'shippingPackageCreate'>(
    mutation,
    'shippingPackageCreate',
    { idempotent: true },
  );
}
