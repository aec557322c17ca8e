import { graphql } from 'react-relay';
import type { useCompanyPreferencesUpdateMutation as CompanyPreferencesUpdateMutation } from '../../__generated__/useCompanyPreferencesUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCompanyPreferencesUpdateMutation($input: CompanyPreferencesUpdateInput!) {
    companyPreferencesUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      company {
        ...PreferencesPage_company
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
