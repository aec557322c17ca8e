import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  useDriverSignInMutation as Mutation,
  useDriverSignInMutation$data,
} from '../../../__generated__/useDriverSignInMutation.graphql';
import { useInputMutation } from '../../../lib/relay/mutations';

const mutation = graphql`
  mutation useDriverSignInMutation($input: DriverSignInInput!) {
    driverSignIn(input: $input) {
      userErrors {
        field
        message
        code
      }
      viewer {
        userType
      }
    }
  }
`;

// Once signed in, every cached record is stale (the signed-out session above all), as after
// the app's own sign-in: the page's loader asks the server again.
function invalidateWhenSignedIn(
  store: RecordSourceSelectorProxy,
  data: useDriverSignInMutation$data | null | undefined,
) {
  if (data?.driverSignIn.viewer) store.invalidateStore();
}

/** Signs the driver in with its phone and the texted code; the server sets the session cookie. */
export function useDriverSignInMutation() {
  return useInputMutation<Mutation, 'driverSignIn'>(mutation, 'driverSignIn', invalidateWhenSignedIn);
}
