import { MSG, STORE_ADDRESS_PURPOSE_LABELS, fill, type StoreAddressPurpose } from '@parcelo/common';
import { Badge, Button, Card, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { StoreAddressCard_storeAddress$key } from '../../__generated__/StoreAddressCard_storeAddress.graphql';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { StoreAddressDialog } from './StoreAddressDialog';
import { useStoreAddressActiveUpdateMutation } from './useStoreAddressActiveUpdateMutation';

const fragment = graphql`
  fragment StoreAddressCard_storeAddress on StoreAddress {
    id
    name
    addressLine1
    addressLine2
    city
    state
    pincode
    country
    phone
    email
    gstin
    addressPurpose
    isActive
    ...StoreAddressDialog_storeAddress
  }
`;

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <Text>
      <Text as="span" color="fg.muted">
        {`${label}: `}
      </Text>
      {children}
    </Text>
  );
}

/** One store address: where it is, how to reach the retailer, and its Active / InActive switch. */
export function StoreAddressCard({ storeAddress }: { storeAddress: StoreAddressCard_storeAddress$key }) {
  const a = useFragment(fragment, storeAddress);
  const [setActive, isSaving] = useStoreAddressActiveUpdateMutation();
  const [editing, setEditing] = useState(false);

  // The switch shows the stored value: it flips when the server's answer comes back.
  const toggle = (active: boolean) =>
    setActive(
      { storeAddress: a.id, active },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({
              type: 'success',
              title: fill(active ? MSG.storeAddressActivated : MSG.storeAddressDeactivated, { name: a.name }),
            });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );

  const purpose = a.addressPurpose ? STORE_ADDRESS_PURPOSE_LABELS[a.addressPurpose as StoreAddressPurpose] : null;

  return (
    <Card.Root as="article" size="sm" h="full" aria-label={a.name}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="1" minW="0">
            <Card.Title truncate>{a.name}</Card.Title>
            <Badge colorPalette={a.isActive ? 'green' : 'gray'} alignSelf="flex-start">
              {a.isActive ? 'Active' : 'InActive'}
            </Badge>
          </Stack>
          <Switch.Root
            checked={a.isActive}
            disabled={isSaving}
            onCheckedChange={(details) => toggle(details.checked)}
            flexShrink={0}
          >
            <Switch.HiddenInput aria-label={`${a.name} active`} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2" textStyle="sm">
          <Text as="address" fontStyle="normal">
            {a.addressLine1}
            {a.addressLine2 ? `, ${a.addressLine2}` : ''}
            <br />
            {`${a.city}, ${a.state} ${a.pincode}, ${a.country}`}
          </Text>
          <Detail label="Phone">{a.phone}</Detail>
          {a.email && <Detail label="Email">{a.email}</Detail>}
          <Detail label="GSTIN">{a.gstin ?? 'Not given'}</Detail>
          {purpose && <Detail label="Purpose">{purpose}</Detail>}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)} aria-label={`Edit ${a.name}`}>
          Edit
        </Button>
      </Card.Footer>
      <StoreAddressDialog open={editing} onClose={() => setEditing(false)} storeAddress={a} />
    </Card.Root>
  );
}
