import { MSG, canShip, fill } from '@parcelo/common';
import { Alert, Button, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { OrderShipSection_order$key } from '../../__generated__/OrderShipSection_order.graphql';
import type { OrderShipSection_rates$key } from '../../__generated__/OrderShipSection_rates.graphql';
import { DrawerDetail } from '../../lib/QueryDrawer';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { formatPaise } from '../../lib/format';
import { RECHARGE_PATH } from '../wallet';
import { RateQuotesTable } from './RateQuotesTable';
import { useOrderShipMutation } from './useOrderShipMutation';

const orderFragment = graphql`
  fragment OrderShipSection_order on Order {
    id
    status {
      code
    }
    deliveryAwb
    shippingAddress {
      pincode
    }
    shippingPartner {
      id
      name
      courier {
        name
      }
    }
  }
`;

/** The quotes are read with the drawer's lists, not with every order change that returns the drawer's fields. */
const ratesFragment = graphql`
  fragment OrderShipSection_rates on Order {
    deliveryRates {
      quotes {
        deliveryPartner {
          id
          name
        }
        serviceable
        totalPaise
        ...RateQuotesTable_quotes
      }
      userErrors {
        message
      }
    }
  }
`;

/** Ship with: the seller's partners' quotes for this order, the cheapest chosen, and the button that books it. */
export function OrderShipSection({
  order,
  rates,
}: {
  order: OrderShipSection_order$key;
  rates: OrderShipSection_rates$key;
}) {
  const o = useFragment(orderFragment, order);
  const r = useFragment(ratesFragment, rates);
  const [ship, isShipping] = useOrderShipMutation();
  const quotes = r.deliveryRates.quotes;
  const cheapest = quotes.find((q) => q.serviceable)?.deliveryPartner.id ?? null;
  const [chosen, setChosen] = useState<string | null>(null);
  // The wallet could not take the freight: said beside the button, with the way to recharge.
  const [refusal, setRefusal] = useState<string | null>(null);
  const selected = chosen ?? cheapest;
  const quote = quotes.find((q) => q.deliveryPartner.id === selected);
  const partner = quote?.deliveryPartner;

  if (o.shippingPartner) {
    return (
      <DataList.Root orientation="horizontal" size="sm" gap="2">
        <DrawerDetail label="Ships with">{`${o.shippingPartner.name} (${o.shippingPartner.courier.name})`}</DrawerDetail>
        <DrawerDetail label="Courier AWB">{o.deliveryAwb ?? '—'}</DrawerDetail>
      </DataList.Root>
    );
  }
  if (!canShip(o.status.code)) return <Text color="fg.muted">This order cannot be shipped in its status.</Text>;
  if (r.deliveryRates.userErrors.length > 0)
    return <Text color="fg.muted">{r.deliveryRates.userErrors.map((e) => e.message).join(' ')}</Text>;
  if (quotes.length === 0)
    return (
      <Text color="fg.muted">
        {`${MSG.noActivePartners}: `}
        <Link asChild colorPalette="teal">
          <RouterLink to="/settings/integrations/delivery-partners">Settings › Integrations</RouterLink>
        </Link>
      </Text>
    );
  if (!cheapest)
    return (
      <Stack gap="3">
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{fill(MSG.noPartnerServes, { pincode: o.shippingAddress.pincode })}</Alert.Description>
        </Alert.Root>
        <RateQuotesTable quotes={quotes} />
      </Stack>
    );

  const submit = () => {
    if (!selected || !partner) return;
    ship(
      { id: o.id, deliveryPartner: selected },
      {
        onCompleted: (payload) => {
          const recharge = payload.userErrors.find((e) => e.code === 'INSUFFICIENT_BALANCE');
          setRefusal(recharge?.message ?? null);
          if (recharge) return;
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: `Shipped with ${partner.name}` });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  };

  return (
    <Stack gap="3" align="stretch">
      <RateQuotesTable quotes={quotes} selected={selected} onSelect={setChosen} />
      {refusal && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{refusal}</Alert.Description>
            <Link asChild colorPalette="teal" fontWeight="medium">
              <RouterLink to={RECHARGE_PATH}>Recharge wallet</RouterLink>
            </Link>
          </Alert.Content>
        </Alert.Root>
      )}
      <Stack gap="1" align="flex-start">
        <Button onClick={submit} loading={isShipping} disabled={!partner}>
          {partner ? `Ship with ${partner.name}` : 'Ship'}
        </Button>
        {typeof quote?.totalPaise === 'number' && (
          <Text textStyle="xs" color="fg.muted">
            {`${formatPaise(quote.totalPaise)} freight is taken from your wallet when the courier assigns the AWB.`}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
