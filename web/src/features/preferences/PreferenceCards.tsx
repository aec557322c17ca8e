import { MSG, PREFERENCES, type PreferenceKey } from '@parcelo/common';
import { REQUIREMENT_OPTIONS, requirementLabel } from './labels';
import { Button, Card, HStack, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PreferenceCards_company$key } from '../../__generated__/PreferenceCards_company.graphql';
import type { CompanyPreferencesUpdateInput } from '../../__generated__/useCompanyPreferencesUpdateMutation.graphql';
import { FormField } from '../../lib/FormField';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { PAYMENT_MODE_OPTIONS } from '../orders';
import { useCompanyPreferencesUpdateMutation } from './useCompanyPreferencesUpdateMutation';

const fragment = graphql`
  fragment PreferenceCards_company on Company {
    id
    preferences {
      allowUnlistedSkus
      defaultPaymentMode
      ndrBuyerTexts
      warehouseRequirement
    }
  }
`;

function PreferenceCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          {title}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">{children}</Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Described({ preference, children }: { preference: PreferenceKey; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      {children}
      <Text textStyle="sm" color="fg.muted">
        {PREFERENCES[preference].description}
      </Text>
    </Stack>
  );
}

function Toggle({
  preference,
  checked,
  disabled,
  onChange,
}: {
  preference: PreferenceKey;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Described preference={preference}>
      <Switch.Root checked={checked} disabled={disabled} onCheckedChange={(details) => onChange(details.checked)}>
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label fontWeight="medium">{PREFERENCES[preference].label}</Switch.Label>
      </Switch.Root>
    </Described>
  );
}

/**
 * A company's preferences in cards by what they affect. Each change saves at once, and a
 * control shows what the server kept (a refused change leaves it as it was). For an admin
 * (Brands > Preferences) every preference is editable; a seller sees the admin-only ones.
 */
export function PreferenceCards({ company, admin = false }: { company: PreferenceCards_company$key; admin?: boolean }) {
  const data = useFragment(fragment, company);
  const p = data.preferences;
  const [update, isSaving] = useCompanyPreferencesUpdateMutation();

  const save = (change: Omit<CompanyPreferencesUpdateInput, 'company'>) =>
    update(
      { ...change, ...(admin ? { company: data.id } : {}) },
      {
        onCompleted: (payload) => {
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: MSG.preferencesSaved });
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" maxW="5xl" alignItems="start">
      <PreferenceCard title="Orders">
        <Toggle
          preference="allowUnlistedSkus"
          checked={p.allowUnlistedSkus}
          disabled={isSaving}
          onChange={(allowUnlistedSkus) => save({ allowUnlistedSkus })}
        />
        <Described preference="defaultPaymentMode">
          <FormField
            kind="radio"
            label={PREFERENCES.defaultPaymentMode.label}
            name="defaultPaymentMode"
            options={PAYMENT_MODE_OPTIONS}
            value={p.defaultPaymentMode}
            disabled={isSaving}
            onChange={(value) => save({ defaultPaymentMode: value === 'COD' ? 'COD' : 'PREPAID' })}
          />
        </Described>
      </PreferenceCard>

      <PreferenceCard title="Failed deliveries">
        <Toggle
          preference="ndrBuyerTexts"
          checked={p.ndrBuyerTexts}
          disabled={isSaving}
          onChange={(ndrBuyerTexts) => save({ ndrBuyerTexts })}
        />
      </PreferenceCard>

      <PreferenceCard title="Warehouses">
        <Described preference="warehouseRequirement">
          {admin ? (
            <FormField
              kind="select"
              label={PREFERENCES.warehouseRequirement.label}
              name="warehouseRequirement"
              options={REQUIREMENT_OPTIONS}
              value={p.warehouseRequirement}
              disabled={isSaving}
              onChange={(value) => {
                const option = REQUIREMENT_OPTIONS.find((o) => o.value === value);
                if (option) save({ warehouseRequirement: option.value });
              }}
            />
          ) : (
            <Stack gap="0.5">
              <Text fontWeight="medium" textStyle="sm">
                {PREFERENCES.warehouseRequirement.label}
              </Text>
              <Text>{requirementLabel(p.warehouseRequirement)}</Text>
            </Stack>
          )}
        </Described>
      </PreferenceCard>

      {!admin && (
        <PreferenceCard title="WhatsApp service">
          <HStack justify="space-between" gap="4" wrap="wrap">
            <Text textStyle="sm" color="fg.muted" flex="1" minW="3xs">
              Send your buyers order and delivery updates on WhatsApp from your own business number.
            </Text>
            <Button asChild variant="outline" size="sm">
              <RouterLink to="/settings/whatsapp">Set up WhatsApp</RouterLink>
            </Button>
          </HStack>
        </PreferenceCard>
      )}
    </SimpleGrid>
  );
}
