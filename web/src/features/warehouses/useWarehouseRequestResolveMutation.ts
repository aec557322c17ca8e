import { graphql } from 'react-relay';
import type { useWarehouseRequestResolveMutation as Mutation } from '../../__generated__/useWarehouseRequestResolveMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// The request's row comes back with its new status; a fulfilled one's card joins the company's cards.
const mutation = graphql`
  mutation useWarehouseRequestResolveMutation($input: WarehouseRequestResolveInput!, $connections: [ID!]!) {
    warehouseRequestResolve(input: $input) {
      userErrors {
        field
        message
        code
      }
      warehouseRequest {
        id
        ...WarehouseRequestList_row
      }
      companyWarehouseEdge @appendEdge(connections: $connections) {
        cursor
        node {
          id
          ...WarehouseCard_companyWarehouse
        }
      }
    }
  }
`;

/** Admins: fulfil a Micro-WH request by attaching a warehouse, or decline it with a remark. */
export function useWarehouseRequestResolveMutation() {
  return useConnectionInputMutation<Mutation, 'warehouseRequestResolve'>(mutation, 'warehouseRequestResolve');
}
