import { graphql } from 'react-relay';
import type { useShippingPackageUpdateMutation as ShippingPackageUpdateMutation } from '../../__generated__/useShippingPackageUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The package's row comes back, and so does the one that was the default, so both rows'
// Default badges change in place.
const mutation = graphql`
  mutation useShippingPackageUpdateMutation($input: ShippingPackageUpdateInput!) {
    shippingPackageUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      shippingPackage {
        id
        name
        ...ShippingPackagesTable_row
      }
      previousDefault {
        id
        ...ShippingPackagesTable_row
      }
    }
  }
`;

/** Changes a package: its fields, whether it is active, or makes it the default. */
export function useShippingPackageUpdateMutation() {
  return useInputMutation<ShippingPackageUpdateMutation, 'shippingPackageUpdate'>(mutation, 'shippingPackageUpdate');
}
