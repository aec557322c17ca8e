import { graphql } from 'react-relay';
import type { useCompanyWarehouseActiveUpdateMutation as Mutation } from '../../__generated__/useCompanyWarehouseActiveUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's fragment comes back, so its switch shows what the server stored.
const mutation = graphql`
  mutation useCompanyWarehouseActiveUpdateMutation($input: CompanyWarehouseActiveUpdateInput!) {
    companyWarehouseActiveUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      companyWarehouse {
        id
        ...WarehouseCard_companyWarehouse
      }
    }
  }
`;

/** Switches the company's warehouse on or off for its new orders. */
export function useCompanyWarehouseActiveUpdateMutation() {
  return useInputMutation<Mutation, 'companyWarehouseActiveUpdate'>(mutation, 'companyWarehouseActiveUpdate');
}
