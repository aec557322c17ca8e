import { graphql } from 'react-relay';
import type { useCompanyTrackingPageUpdateMutation as CompanyTrackingPageUpdateMutation } from '../../__generated__/useCompanyTrackingPageUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCompanyTrackingPageUpdateMutation($input: CompanyTrackingPageUpdateInput!) {
    companyTrackingPageUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      company {
        ...TrackingPageForm_company
      }
    }
  }
`;

export function useCompanyTrackingPageUpdateMutation() {
  return useInputMutation<CompanyTrackingPageUpdateMutation, 'companyTrackingPageUpdate'>(
    mutation,
    'companyTrackingPageUpdate',
  );
}
