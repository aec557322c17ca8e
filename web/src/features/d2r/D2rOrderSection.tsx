import { Badge, Button, DataList, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { D2rOrderSection_order$key } from '../../__generated__/D2rOrderSection_order.graphql';
import { DrawerDetail } from '../../lib/QueryDrawer';
import { d2rPaymentModeLabel } from './d2rOrderForm';
import { D2rOrderApproveDialog } from './D2rOrderApproveDialog';

const fragment = graphql`
  fragment D2rOrderSection_order on Order {
    d2r
    d2rApproved
    d2rPriceEdited
    creditNoteAvailable
    d2rPaymentMode
    d2rBillLocation
    d2rRetailer {
      name
      phone
    }
    d2rSalesman {
      name
      phone
    }
    ...D2rOrderApproveDialog_order
  }
`;

/**
 * A D2R order's part of the order drawer: whom it was taken for and by, how it is paid and
 * billed, where its approval stands, and the Approve button while it waits. Nothing for
 * other orders.
 */
export function D2rOrderSection({ order }: { order: D2rOrderSection_order$key }) {
  const o = useFragment(fragment, order);
  const [approving, setApproving] = useState(false);
  if (!o.d2r) return null;
  const person = (p: { readonly name: string; readonly phone: string } | null | undefined) =>
    p ? `${p.name} (${p.phone})` : '—';
  return (
    <Stack gap="3" align="flex-start">
      <HStack gap="2" wrap="wrap" aria-label="D2R order tags" role="list">
        <Badge role="listitem" colorPalette="purple" variant="subtle">
          D2R
        </Badge>
        {o.d2rApproved ? (
          <Badge role="listitem" colorPalette="green" variant="subtle">
            Approved
          </Badge>
        ) : (
          <Badge role="listitem" colorPalette="orange" variant="subtle">
            Awaiting approval
          </Badge>
        )}
        {o.d2rPriceEdited && (
          <Badge role="listitem" colorPalette="blue" variant="subtle">
            Price edited
          </Badge>
        )}
        {o.creditNoteAvailable && (
          <Badge role="listitem" colorPalette="gray" variant="subtle">
            Credit note
          </Badge>
        )}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DrawerDetail label="Retailer">{person(o.d2rRetailer)}</DrawerDetail>
        <DrawerDetail label="Salesman">{person(o.d2rSalesman)}</DrawerDetail>
        <DrawerDetail label="D2R payment">{d2rPaymentModeLabel(o.d2rPaymentMode)}</DrawerDetail>
        <DrawerDetail label="Billed from">{o.d2rBillLocation ?? 'H/Q'}</DrawerDetail>
      </DataList.Root>
      {!o.d2rApproved && <Button onClick={() => setApproving(true)}>Approve D2R order</Button>}
      <D2rOrderApproveDialog open={approving && !o.d2rApproved} onClose={() => setApproving(false)} order={o} />
    </Stack>
  );
}
