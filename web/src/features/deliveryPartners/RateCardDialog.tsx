import { MSG, ZONES, ZONE_LABELS } from '@parcelo/common';
import { Dialog, Field, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RateCardDialog_partner$key } from '../../__generated__/RateCardDialog_partner.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm, type TextPath } from '../../lib/useSchemaForm';
import { RATE_CARD_FORM, rateCardInput, rateCardValues, type RateCardValues } from './rateCardForm';
import { useDeliveryPartnerRateCardUpdateMutation } from './useDeliveryPartnerRateCardUpdateMutation';

const fragment = graphql`
  fragment RateCardDialog_partner on DeliveryPartner {
    id
    name
    rateCard {
      slabGrams
      codFixedPaise
      codBasisPoints
      zones {
        zone
        basePaise
        additionalPaise
        days
      }
    }
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  partner: RateCardDialog_partner$key;
}

const COLUMNS = [
  { key: 'base', label: 'First slab (₹)' },
  { key: 'additional', label: 'Each further slab (₹)' },
  { key: 'days', label: 'Est. days' },
] as const;

/** The rate card editor: one row per zone, prices in rupees for the first and each further slab. */
export function RateCardDialog({ open, onClose, partner }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg" scrollBehavior="inside">
      <RateCardBody partner={partner} onDone={onClose} />
    </FormDialog>
  );
}

function RateCardBody({ partner, onDone }: { partner: RateCardDialog_partner$key; onDone: () => void }) {
  const { id, name, rateCard: card } = useFragment(fragment, partner);
  const formId = useId();
  const [save, isSaving] = useDeliveryPartnerRateCardUpdateMutation();
  const form = useSchemaForm(
    RATE_CARD_FORM,
    rateCardValues(
      card && {
        slabGrams: card.slabGrams,
        codFixedPaise: card.codFixedPaise,
        codBasisPoints: card.codBasisPoints,
        zones: card.zones.map((z) => ({
          zone: z.zone,
          basePaise: z.basePaise,
          additionalPaise: z.additionalPaise,
          days: z.days,
        })),
      },
    ),
  );

  const submit = form.onSubmit((values) => {
    save(
      { id, ...rateCardInput(values as RateCardValues) },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: 'Rate card saved' });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`Rate card: ${name}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              Chargeable weight is the larger of the actual and the volumetric weight (L × B × H ÷ 5000), rounded up to
              whole slabs. A return to origin is charged as the forward price again.
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <FormField label="Slab (grams)" inputMode="numeric" {...form.field('slabGrams')} />
              <FormField label="COD charge (₹)" inputMode="decimal" {...form.field('codFixed')} />
              <FormField
                label="or COD % of value"
                inputMode="decimal"
                helperText="Whichever is higher"
                {...form.field('codPercent')}
              />
            </SimpleGrid>
            <Table.ScrollArea borderWidth="1px" rounded="md">
              <Table.Root size="sm" aria-label="Prices per zone">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Zone</Table.ColumnHeader>
                    {COLUMNS.map((c) => (
                      <Table.ColumnHeader key={c.key}>{c.label}</Table.ColumnHeader>
                    ))}
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {ZONES.map((zone) => (
                    <Table.Row key={zone}>
                      <Table.Cell whiteSpace="nowrap">{ZONE_LABELS[zone]}</Table.Cell>
                      {COLUMNS.map((c) => {
                        const f = form.field(`zones.${zone}.${c.key}` as TextPath<RateCardValues>);
                        return (
                          <Table.Cell key={c.key} minW={c.key === 'days' ? '20' : '28'}>
                            <Field.Root invalid={Boolean(f.error)}>
                              <Input
                                size="sm"
                                name={f.name}
                                value={f.value}
                                inputMode={c.key === 'days' ? 'numeric' : 'decimal'}
                                aria-label={`${ZONE_LABELS[zone]} ${c.label}`}
                                onChange={(e) => f.onChange(e.target.value)}
                              />
                              {f.error && <Field.ErrorText>{f.error}</Field.ErrorText>}
                            </Field.Root>
                          </Table.Cell>
                        );
                      })}
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isSaving}>
        Save rate card
      </FormDialogFooter>
    </>
  );
}
