import { graphql } from 'react-relay';
import type { useWarehouseCreateMutation as Mutation } from '../../__generated__/useWarehouseCreateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useWarehouseCreateMutation($input: WarehouseCreateInput!) {
    warehouseCreate(input: $input) {
      userErrors {
        field
        message
        code
      }
      warehouseEdge {
        node {
          id
        }
      }
    }
  }
`;

/** Admins: create a warehouse; saving again after a lost answer creates it once. */
export function useWarehouseCreateMutation() {
  return useInputMutation<Mutation, 'warehouseCreate'>(mutation, 'warehouseCreate', undefined, { idempotent: true });
}
