import { graphql } from 'react-relay';
import type { useCompanyInvoicingUpdateMutation as CompanyInvoicingUpdateMutation } from '../../__generated__/useCompanyInvoicingUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// `invoicingComplete` comes back on the company record the shell's gate reads, so
// the gate lifts as soon as the details are complete, without a reload.
const mutation = graphql`
  mutation useCompanyInvoicingUpdateMutation($input: CompanyInvoicingUpdateInput!) {
    companyInvoicingUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      company {
        invoicingComplete
        ...InvoicingForm_company
      }
    }
  }
`;

export function useCompanyInvoicingUpdateMutation() {
  return useInputMutation<CompanyInvoicingUpdateMutation, 'companyInvoicingUpdate'>(mutation, 'companyInvoicingUpdate');
}
