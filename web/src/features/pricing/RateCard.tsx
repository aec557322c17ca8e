import {
  PRICING_FIELDS,
  bpsToPercentText,
  codHandlingOf,
  monthlyChargesOf,
  shippingChargeOf,
  storageMeasureOf,
  type PricingFieldKey,
  type StorageChargeType,
} from '@parcelo/common';
import { Box, Card, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RateCard_pricingPreferences$key } from '../../__generated__/RateCard_pricingPreferences.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { formatDateTime, formatPaise } from '../../lib/format';
import { storageTypeLabel, storageTypeOf } from './storageTypes';

const fragment = graphql`
  fragment RateCard_pricingPreferences on PricingPreferences {
    lightningBaseCharges
    lightningPriceUpto2Kgs
    lightningPriceAfter2Kgs
    codHandlingCharges
    wlCODHandlingCharges
    RTOProcessingCharges
    smsCharges
    whatsAppMessageCharges
    platformCharges
    storageChargeType
    storageCharges
    minimumStorageCharges
    maximumStorageCharges
    codRemittanceDays
    updatedAt
  }
`;

/** Basis points as a percentage, e.g. 175 → '1.75 %'. */
export const formatBps = (bps: number) => `${bpsToPercentText(bps)} %`;

function Row({ field, value, note }: { field: PricingFieldKey; value: string; note?: ReactNode }) {
  const { label, explains } = PRICING_FIELDS[field];
  return (
    <Box py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} role="group" aria-label={label}>
      <Flex justify="space-between" gap="4" align="baseline" wrap="wrap">
        <Text fontWeight="medium">{label}</Text>
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {value}
        </Text>
      </Flex>
      <Text color="fg.muted" textStyle="sm" mt="1">
        {explains}
      </Text>
      {note && (
        <Text color="fg.muted" textStyle="sm" mt="1">
          {note}
        </Text>
      )}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Heading as="h2" size="md" mb="1">
          {title}
        </Heading>
        <Stack gap="0">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

type StorageCard = Parameters<typeof monthlyChargesOf>[0];

/**
 * How a month's storage is charged on the card, worked out as the monthly billing run works it
 * out, so the example is what would be debited; nothing to add for a fixed amount.
 */
function storageNoteOf(card: Omit<StorageCard, 'storageChargeType'>, type: StorageChargeType | null) {
  const measure = type && storageMeasureOf(type);
  if (!type || !measure) return undefined;
  const cost = (units: number) =>
    formatPaise(monthlyChargesOf({ ...card, storageChargeType: type }, { units }).storagePaise);
  return measure.counted
    ? `Charged on the units on Parcelo’s shelves when the month is billed. With your rates: 100 units cost ${cost(100)} a month, 1,000 units ${cost(1_000)}.`
    : `Parcelo’s warehouses count your stock in units, not ${measure.many}: until they count ${measure.many}, a month’s storage costs the minimum, ${cost(0)}.`;
}

/**
 * A company's rate card read-only, each charge with how it is worked out and, where the
 * arithmetic is not obvious, an example computed from the card itself.
 */
export function RateCard({ pricingPreferences }: { pricingPreferences: RateCard_pricingPreferences$key }) {
  const card = useFragment(fragment, pricingPreferences);
  const storageType = storageTypeOf(card.storageChargeType);
  const ship = (grams: number) => formatPaise(shippingChargeOf(card, { chargeableGrams: grams }));
  const cod = (paise: number) => formatPaise(codHandlingOf(card, paise));
  const measure = storageType && storageMeasureOf(storageType);
  const storageRate = measure
    ? `${formatPaise(card.storageCharges)} per ${measure.one} a month`
    : `${formatPaise(card.storageCharges)} a month`;

  return (
    <Stack gap="4" maxW="4xl">
      {card.updatedAt ? (
        <Text color="fg.muted" textStyle="sm">
          Set by Parcelo; last changed {formatDateTime(card.updatedAt)}. Every charge is debited from your wallet when
          it is earned, once.
        </Text>
      ) : (
        <FormAlert
          status="info"
          message="Parcelo has not set your rate card yet, so nothing is charged. COD is remitted 7 days after delivery."
        />
      )}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section title="Shipping">
          <Row field="lightningBaseCharges" value={formatPaise(card.lightningBaseCharges)} />
          <Row field="lightningPriceUpto2Kgs" value={formatPaise(card.lightningPriceUpto2Kgs)} />
          <Row
            field="lightningPriceAfter2Kgs"
            value={`${formatPaise(card.lightningPriceAfter2Kgs)} per kg`}
            note={`With your rates: a 1.5 kg shipment costs ${ship(1_500)}, a 3.2 kg one ${ship(3_200)}, a 5 kg one ${ship(5_000)}.`}
          />
        </Section>
        <Section title="Cash on delivery">
          <Row field="codHandlingCharges" value={formatPaise(card.codHandlingCharges)} />
          <Row
            field="wlCODHandlingCharges"
            value={formatBps(card.wlCODHandlingCharges)}
            note={`With your rates: a ₹1,000 COD order pays ${cod(100_000)}, a ₹5,000 one ${cod(500_000)}.`}
          />
          <Row
            field="codRemittanceDays"
            value={`${card.codRemittanceDays} ${card.codRemittanceDays === 1 ? 'day' : 'days'}`}
          />
        </Section>
        <Section title="Returns and messages">
          <Row field="RTOProcessingCharges" value={formatPaise(card.RTOProcessingCharges)} />
          <Row field="smsCharges" value={`${formatPaise(card.smsCharges)} per SMS`} />
          <Row field="whatsAppMessageCharges" value={`${formatPaise(card.whatsAppMessageCharges)} per message`} />
        </Section>
        <Section title="Platform and storage">
          <Row field="platformCharges" value={`${formatPaise(card.platformCharges)} a month`} />
          <Row field="storageChargeType" value={storageTypeLabel(card.storageChargeType)} />
          <Row field="storageCharges" value={storageRate} note={storageNoteOf(card, storageType)} />
          <Row field="minimumStorageCharges" value={formatPaise(card.minimumStorageCharges)} />
          <Row
            field="maximumStorageCharges"
            value={card.maximumStorageCharges > 0 ? formatPaise(card.maximumStorageCharges) : 'No maximum'}
          />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}
