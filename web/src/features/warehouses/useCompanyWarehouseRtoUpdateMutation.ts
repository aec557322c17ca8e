import { graphql } from 'react-relay';
import type { useCompanyWarehouseRtoUpdateMutation as Mutation } from '../../__generated__/useCompanyWarehouseRtoUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card's fragment comes back, so its switch shows what the server stored.
const mutation = graphql`
  mutation useCompanyWarehouseRtoUpdateMutation($input: CompanyWarehouseRtoUpdateInput!) {
    companyWarehouseRtoUpdate(input: $input) {
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

/** Sends the company's returns (RTO) from a warehouse to another of its warehouses, or not. */
export function useCompanyWarehouseRtoUpdateMutation() {
  return useInputMutation<Mutation, 'companyWarehouseRtoUpdate'>(mutation, 'companyWarehouseRtoUpdate');
}
