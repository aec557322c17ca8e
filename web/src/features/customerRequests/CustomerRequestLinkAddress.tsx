import { Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { CustomerRequestLinkAddress_address$key } from '../../__generated__/CustomerRequestLinkAddress_address.graphql';
import { addressLines } from './customerRequestForm';

const fragment = graphql`
  fragment CustomerRequestLinkAddress_address on Address {
    firstName
    lastName
    addressLine1
    addressLine2
    city
    state
    pincode
    country
  }
`;

/** An address as lines, one under the other. */
export function CustomerRequestLinkAddress({ address }: { address: CustomerRequestLinkAddress_address$key }) {
  // Named one by one, so the fields selected above are read here.
  const { firstName, lastName, addressLine1, addressLine2, city, state, pincode, country } = useFragment(
    fragment,
    address,
  );
  const lines = addressLines({ firstName, lastName, addressLine1, addressLine2, city, state, pincode, country });
  return (
    <Stack gap="0">
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Stack>
  );
}
