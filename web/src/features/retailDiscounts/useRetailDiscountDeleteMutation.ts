import { graphql } from 'react-relay';
import type { useRetailDiscountDeleteMutation as RetailDiscountDeleteMutation } from '../../__generated__/useRetailDiscountDeleteMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The deleted discount leaves every list it is in, whatever its search or sort.
const mutation = graphql`
  mutation useRetailDiscountDeleteMutation($input: RetailDiscountDeleteInput!) {
    retailDiscountDelete(input: $input) {
      userErrors {
        field
        message
        code
      }
      deletedRetailDiscountId @deleteRecord
    }
  }
`;

/** Deletes a brand's discount; orders priced already keep their prices. */
export function useRetailDiscountDeleteMutation() {
  return useInputMutation<RetailDiscountDeleteMutation, 'retailDiscountDelete'>(mutation, 'retailDiscountDelete');
}
