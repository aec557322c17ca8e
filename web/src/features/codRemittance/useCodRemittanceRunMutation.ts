import { graphql } from 'react-relay';
import type { useCodRemittanceRunMutation as CodRemittanceRunMutation } from '../../__generated__/useCodRemittanceRunMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

const mutation = graphql`
  mutation useCodRemittanceRunMutation($input: CodRemittanceRunInput!) {
    codRemittanceRun(input: $input) {
      userErrors {
        field
        message
        code
      }
      paidCount
      paidAmount
      companyCount
    }
  }
`;

/** Pays every due remittance (of one brand or all); the page reloads its list after. Idempotent per press. */
export function useCodRemittanceRunMutation() {
  return useInputMutation<CodRemittanceRunMutation, 'codRemittanceRun'>(mutation, 'codRemittanceRun', undefined, {
    idempotent: true,
  });
}
