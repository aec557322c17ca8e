import { graphql } from 'react-relay';
import type { useCompanyPreferencesUpdateMutation as CompanyPreferencesUpdateMutation } from '../../__generated__/useCompanyPreferencesUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The company comes back with the cards' fragment, so the changed control shows the server's value.
const mutation = graphql`
  mutation useCompanyPreferencesUpdateMutation($input: CompanyPreferencesUpdateInput!) {
    companyPreferencesUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      company {
        allowUnlistedSkus
        ...PreferenceCards_company
      }
    }
  }
`;

export function useCompanyPreferencesUpdateMutation() {
  return useInputMutation<CompanyPreferencesUpdateMutation, 'companyPreferencesUpdate'>(
    mutation,
    'companyPreferencesUpdate',
  );
}
