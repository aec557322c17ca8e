import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StoreAddressSelect_company$key } from '../../__generated__/StoreAddressSelect_company.graphql';
import { FormField } from '../../lib/FormField';

const fragment = graphql`
  fragment StoreAddressSelect_company on Company {
    # Selectors offer active addresses only.
    storeAddresses(first: 100, active: true) {
      edges {
        node {
          id
          name
          firstName
          lastName
          addressLine1
          addressLine2
          pincode
          city
          phone
          email
        }
      }
    }
  }
`;

/** What a form fills from a picked store address (city, state and country follow from its pincode). */
export interface StoreAddressChoice {
  firstName: string;
  lastName: string | null | undefined;
  addressLine1: string;
  addressLine2: string | null | undefined;
  pincode: string;
  phone: string;
  email: string | null | undefined;
}

/**
 * Picks one of the company's active store addresses (a retailer delivered to directly), for a
 * form to fill its address from. Shows nothing when the company has none.
 */
export function StoreAddressSelect({
  company,
  onPick,
}: {
  company: StoreAddressSelect_company$key;
  onPick: (address: StoreAddressChoice) => void;
}) {
  const data = useFragment(fragment, company);
  const [picked, setPicked] = useState('');
  const addresses = data.storeAddresses?.edges.map((e) => e.node) ?? [];
  if (addresses.length === 0) return null;
  return (
    <FormField
      kind="select"
      label="Deliver to a store address"
      name="storeAddress"
      // Short enough for a phone's width: a native select shows its text on one line, cut off.
      placeholder="Pick a saved store (optional)"
      helperText="Fills the customer details from a saved store address (Settings > storeAddress)"
      options={addresses.map((a) => ({ value: a.id, label: `${a.name}, ${a.city} ${a.pincode}` }))}
      value={picked}
      onChange={(id) => {
        setPicked(id);
        const address = addresses.find((a) => a.id === id);
        if (!address) return;
        const { firstName, lastName, addressLine1, addressLine2, pincode, phone, email } = address;
        onPick({ firstName, lastName, addressLine1, addressLine2, pincode, phone, email });
      }}
    />
  );
}
