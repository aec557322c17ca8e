import { graphql } from 'react-relay';
import type { useCompanyWarehouseAttachMutation as Mutation } from '../../__generated__/useCompanyWarehouseAttachMutation.graphql';
import { useConnectionInputMutation } from '../../lib/relay/mutations';

// Cards are oldest first: a newly attached warehouse's card goes last.
const mutation = graphql`
  mutation useCompanyWarehouseAttachMutation($input: CompanyWarehouseAttachInput!, $connections: [ID!]!) {
    companyWarehouseAttach(input: $input) {
      userErrors {
        field
        message
        code
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

/** Admins: attach a warehouse to the chosen company, or change its type, GST and FSSAI numbers. */
export function useCompanyWarehouseAttachMutation() {
  return useConnectionInputMutation<Mutation, 'companyWarehouseAttach'>(mutation, 'companyWarehouseAttach');
}
