import { MSG, ZONE_LABELS, type Zone } from '@parcelo/common';
import { Badge, Button, Card, HStack, Stack, Switch, Text, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  DeliveryPartnerCard_partner$data,
  DeliveryPartnerCard_partner$key,
} from '../../__generated__/DeliveryPartnerCard_partner.graphql';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { formatNumber, formatPaise } from '../../lib/format';
import { formatBps } from '../pricing';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { DeliveryPartnerEditDialog } from './DeliveryPartnerEditDialog';
import { PincodesUploadDialog } from './PincodesUploadDialog';
import { RateCardDialog } from './RateCardDialog';
import { useDeliveryPartnerDisconnectMutation } from './useDeliveryPartnerDisconnectMutation';
import { useDeliveryPartnerUpdateMutation } from './useDeliveryPartnerUpdateMutation';

const fragment = graphql`
  fragment DeliveryPartnerCard_partner on DeliveryPartner {
    id
    name
    contract
    active
    priority
    credentialsHint
    allPincodes
    courier {
      name
    }
    pincodeCounts {
      total
      forward
      reverse
      cod
    }
    rateCard {
      slabGrams
      codFixedPaise
      codBasisPoints
      zones {
        zone
        basePaise
        days
      }
    }
    ...DeliveryPartnerEditDialog_partner
    ...RateCardDialog_partner
  }
`;

type Dialog = 'edit' | 'rates' | 'pincodes' | null;

type Partner = DeliveryPartnerCard_partner$data;

interface CoverageProps {
  counts: Partner['pincodeCounts'];
  allPincodes: boolean;
  rateCard: Partner['rateCard'];
}

/** Where the courier delivers and what it charges, the two things the rate calculator quotes from. */
function PartnerCoverage({ counts, allPincodes, rateCard }: CoverageProps) {
  const first = rateCard?.zones[0];
  return (
    <Stack gap="2" textStyle="sm">
      <Text>
        <Text as="span" color="fg.muted">
          Pincodes:{' '}
        </Text>
        {counts.total === 0
          ? 'None yet'
          : `${formatNumber(counts.total)}${allPincodes ? ' (all in the directory)' : ''} · forward ${formatNumber(
              counts.forward,
            )} · reverse ${formatNumber(counts.reverse)} · COD ${formatNumber(counts.cod)}`}
      </Text>
      {rateCard && first ? (
        <Stack gap="1">
          <Text>
            <Text as="span" color="fg.muted">
              Rate card:{' '}
            </Text>
            {`${formatNumber(rateCard.slabGrams)} g slabs · COD ${formatPaise(rateCard.codFixedPaise)} or ${formatBps(rateCard.codBasisPoints)}`}
          </Text>
          <Wrap gap="1">
            {rateCard.zones.map((z) => (
              <Badge key={z.zone} variant="surface" colorPalette="gray">
                {`${ZONE_LABELS[z.zone as Zone] ?? z.zone} ${formatPaise(z.basePaise)} · ${z.days}d`}
              </Badge>
            ))}
          </Wrap>
        </Stack>
      ) : (
        <Text>
          <Text as="span" color="fg.muted">
            Rate card:{' '}
          </Text>
          {"Parcelo's standard rates"}
        </Text>
      )}
    </Stack>
  );
}

/**
 * One courier the company ships with: its switch, priority, where it goes and what it charges,
 * and its actions. A Parcelo contract is Parcelo's account: the seller switches it and ranks it.
 */
export function DeliveryPartnerCard({
  partner,
  connectionId,
}: {
  partner: DeliveryPartnerCard_partner$key;
  connectionId: string;
}) {
  const p = useFragment(fragment, partner);
  const [update, isUpdating] = useDeliveryPartnerUpdateMutation();
  const [disconnect, isDisconnecting] = useDeliveryPartnerDisconnectMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirming, setConfirming] = useState(false);
  const parcelo = p.contract === 'PARCELO';

  // The switch shows the stored value: it flips when the server's answer comes back.
  const toggle = (active: boolean) =>
    update(
      { id: p.id, active },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: active ? `${p.name} is active` : `${p.name} is inactive` });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );

  const remove = () =>
    disconnect({ id: p.id }, [connectionId], {
      onCompleted: (payload) => {
        if (notifyUserErrors(payload.userErrors, MSG.genericFailure)) {
          setConfirming(false);
          toaster.create({ type: 'success', title: `${p.name} disconnected` });
        }
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });

  return (
    <Card.Root as="article" size="sm" aria-label={p.name}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <HStack gap="2" minW="0">
              <Card.Title truncate>{p.name}</Card.Title>
              <Badge variant="subtle" colorPalette={parcelo ? 'blue' : 'gray'} flexShrink={0}>
                {parcelo ? 'Parcelo contract' : 'Own account'}
              </Badge>
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {parcelo
                ? `${p.courier.name} · priority ${p.priority} · booked on Parcelo's account`
                : `${p.courier.name} · priority ${p.priority} · key ${p.credentialsHint}`}
            </Text>
          </Stack>
          <Switch.Root
            checked={p.active}
            disabled={isUpdating}
            onCheckedChange={(details) => toggle(details.checked)}
            flexShrink={0}
          >
            <Switch.HiddenInput aria-label={`${p.name} active`} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label textStyle="sm">{p.active ? 'Active' : 'Inactive'}</Switch.Label>
          </Switch.Root>
        </HStack>
      </Card.Header>
      <Card.Body>
        <PartnerCoverage counts={p.pincodeCounts} allPincodes={p.allPincodes} rateCard={p.rateCard} />
      </Card.Body>
      <Card.Footer>
        <Wrap gap="2">
          {!parcelo && (
            <Button size="xs" variant="outline" onClick={() => setDialog('rates')}>
              Rate card
            </Button>
          )}
          {!parcelo && (
            <Button size="xs" variant="outline" onClick={() => setDialog('pincodes')}>
              Pincodes
            </Button>
          )}
          <Button size="xs" variant="outline" onClick={() => setDialog('edit')}>
            {parcelo ? 'Priority' : 'Edit'}
          </Button>
          {!parcelo && (
            <ConfirmDialog
              trigger={
                <Button size="xs" variant="ghost" colorPalette="red">
                  Disconnect
                </Button>
              }
              open={confirming}
              onOpenChange={setConfirming}
              title={`Disconnect ${p.name}?`}
              body="Its rate card and pincodes are forgotten. Orders it already ships keep its name and AWB."
              confirmLabel="Yes, disconnect"
              loading={isDisconnecting}
              onConfirm={remove}
            />
          )}
        </Wrap>
      </Card.Footer>
      <DeliveryPartnerEditDialog open={dialog === 'edit'} onClose={() => setDialog(null)} partner={p} />
      <RateCardDialog open={dialog === 'rates'} onClose={() => setDialog(null)} partner={p} />
      <PincodesUploadDialog open={dialog === 'pincodes'} onClose={() => setDialog(null)} id={p.id} name={p.name} />
    </Card.Root>
  );
}
