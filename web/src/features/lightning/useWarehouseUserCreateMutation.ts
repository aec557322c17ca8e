import { graphql } from 'react-relay';
import type { useWarehouseUserCreateMutation as Mutation } from '../../__generated__/useWarehouseUserCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWarehouseUserCreateMutation($input: WarehouseUserCreateInput!) {
    warehouseUserCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      warehouseUser {
        id
      }
    }
  }
`;

/** Adds a warehouse user, who signs in with email and password; a repeat after a lost answer adds nothing more. */
export function useWarehouseUserCreateMutation() {
  return useInputMutation<Mutation, 'warehouseUserCreate'>(mutation, 'warehouseUserCreate', undefined, {
    idempotent: true,
  });
}
