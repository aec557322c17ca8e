import { graphql } from 'react-relay';
import type { useFulfilmentAwbScanMutation as FulfilmentAwbScanMutation } from '../../__generated__/useFulfilmentAwbScanMutation.graphql';
import { useInputMutation } from '../../lib/relay/mutations';
import { linkScannedAsNode } from './benchStore';

// The order comes back with the bench's fields and the queue row's, so both show it
// through the store; the updater lets the bench's query find it there.
const mutation = graphql`
  mutation useFulfilmentAwbScanMutation($input: FulfilmentAwbScanInput!) {
    fulfilmentAwbScan(input: $input) {
      userErrors {
        field
        message
        code
      }
      fulfilment {
        id
        status
        shopOrderId
        ...FulfilmentOrderCard_fulfilment
        ...FulfilmentQueue_fulfilment
      }
    }
  }
`;

/** Step one of packing: the AWB's order comes to the bench. */
export function useFulfilmentAwbScanMutation() {
  return useInputMutation<FulfilmentAwbScanMutation, 'fulfilmentAwbScan'>(
    mutation,
    'fulfilmentAwbScan',
    linkScannedAsNode,
  );
}
