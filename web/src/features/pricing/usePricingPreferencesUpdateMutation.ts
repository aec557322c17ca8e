import { graphql } from 'react-relay';
import type { usePricingPreferencesUpdateMutation as PricingPreferencesUpdateMutation } from '../../__generated__/usePricingPreferencesUpdateMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';

// The card comes back with the form's fragment (it is a Node), so the form starts again from the saved values.
const mutation = graphql`
  mutation usePricingPreferencesUpdateMutation($input: PricingPreferencesUpdateInput!) {
    pricingPreferencesUpdate(input: $input) {
      userErrors {
        field
        message
        code
      }
      pricingPreferences {
        ...PricingForm_pricingPreferences
      }
    }
  }
`;

export function usePricingPreferencesUpdateMutation() {
  return useInputMutation<PricingPreferencesUpdateMutation, 'pricingPreferencesUpdate'>(
    mutation,
    'pricingPreferencesUpdate',
  );
}
