import {
  DEFAULT_PRICING,
  PRICING_FIELDS,
  PricingPreferencesForm,
  pricingFormValues,
  type PricingFieldKey,
  type PricingFormValues,
} from '@parcelo/common';
import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PricingForm_pricingPreferences$key } from '../../__generated__/PricingForm_pricingPreferences.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { formatDateTime } from '../../lib/format';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { STORAGE_TYPE_OPTIONS, gqlStorageType, storageTypeOf } from './storageTypes';
import { usePricingPreferencesUpdateMutation } from './usePricingPreferencesUpdateMutation';

const fragment = graphql`
  fragment PricingForm_pricingPreferences on PricingPreferences {
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

/** The form's groups, as the seller's rate card shows them. */
const GROUPS: { title: string; fields: PricingFieldKey[] }[] = [
  { title: 'Shipping', fields: ['lightningBaseCharges', 'lightningPriceUpto2Kgs', 'lightningPriceAfter2Kgs'] },
  { title: 'Cash on delivery', fields: ['codHandlingCharges', 'wlCODHandlingCharges', 'codRemittanceDays'] },
  { title: 'Returns and messages', fields: ['RTOProcessingCharges', 'smsCharges', 'whatsAppMessageCharges'] },
  {
    title: 'Platform and storage',
    fields: [
      'platformCharges',
      'storageChargeType',
      'storageCharges',
      'minimumStorageCharges',
      'maximumStorageCharges',
    ],
  },
];

const UNIT_SUFFIX = { paise: ' (₹)', bps: ' (%)', days: '', storageType: '' } as const;

/**
 * The admin's rate card form for one brand: rupees (and the COD percentage) as typed, checked
 * in the browser by the schema the service checks with, sent as paise and basis points.
 */
export function PricingForm({
  company,
  pricingPreferences,
}: {
  company: string;
  pricingPreferences: PricingForm_pricingPreferences$key;
}) {
  const card = useFragment(fragment, pricingPreferences);
  const [save, isSaving] = usePricingPreferencesUpdateMutation();
  const initial: PricingFormValues = pricingFormValues({
    lightningBaseCharges: card.lightningBaseCharges,
    lightningPriceUpto2Kgs: card.lightningPriceUpto2Kgs,
    lightningPriceAfter2Kgs: card.lightningPriceAfter2Kgs,
    codHandlingCharges: card.codHandlingCharges,
    wlCODHandlingCharges: card.wlCODHandlingCharges,
    RTOProcessingCharges: card.RTOProcessingCharges,
    smsCharges: card.smsCharges,
    whatsAppMessageCharges: card.whatsAppMessageCharges,
    platformCharges: card.platformCharges,
    storageChargeType: storageTypeOf(card.storageChargeType) ?? DEFAULT_PRICING.storageChargeType,
    storageCharges: card.storageCharges,
    minimumStorageCharges: card.minimumStorageCharges,
    maximumStorageCharges: card.maximumStorageCharges,
    codRemittanceDays: card.codRemittanceDays,
  });
  const form = useSchemaForm(PricingPreferencesForm, initial);

  const submit = form.onSubmit((values) => {
    const parsed = PricingPreferencesForm.parse(values);
    const { storageChargeType, ...amounts } = parsed;
    save(
      { company, ...amounts, ...(storageChargeType ? { storageChargeType: gqlStorageType(storageChargeType) } : {}) },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          // Shown as saved: whole rupees with their 2 decimals.
          form.reset(pricingFormValues({ ...DEFAULT_PRICING, ...parsed }));
          toaster.create({ type: 'success', title: 'Rate card saved' });
        },
      },
    );
  });

  const control = (key: PricingFieldKey) => {
    const { label, unit, explains } = PRICING_FIELDS[key];
    if (unit === 'storageType')
      return (
        <FormField
          key={key}
          kind="select"
          label={label}
          options={STORAGE_TYPE_OPTIONS}
          helperText={explains}
          required
          {...form.field(key)}
        />
      );
    return (
      <FormField
        key={key}
        label={`${label}${UNIT_SUFFIX[unit]}`}
        inputMode={unit === 'days' ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={12}
        helperText={explains}
        required
        {...form.field(key)}
      />
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Rate card">
      <Stack gap="4" maxW="4xl">
        <Text color="fg.muted" textStyle="sm">
          {card.updatedAt
            ? `Last changed ${formatDateTime(card.updatedAt)}.`
            : 'Never set: this brand is charged nothing until you save a rate card.'}{' '}
          Amounts in rupees with up to 2 decimals; the seller sees this card read-only under Billing &gt; Pricing.
        </Text>
        <FormAlert message={form.formError} />
        {GROUPS.map((group) => (
          <Card.Root key={group.title} variant="outline">
            <Card.Body>
              <Heading as="h2" size="md" mb="3">
                {group.title}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {group.fields.map(control)}
              </SimpleGrid>
            </Card.Body>
          </Card.Root>
        ))}
        <div>
          <Button type="submit" loading={isSaving}>
            Save rate card
          </Button>
        </div>
      </Stack>
    </form>
  );
}
