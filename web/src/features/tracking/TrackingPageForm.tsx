import { MSG, TRACKING_LINKS_MAX, TRACKING_THEMES, TrackingPageInput } from '@parcelo/common';
import { Box, Button, Card, chakra, Fieldset, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  TrackingPageForm_company$data,
  TrackingPageForm_company$key,
} from '../../__generated__/TrackingPageForm_company.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useFormRows, useSchemaForm } from '../../lib/useSchemaForm';
import { TrackingPagePreview } from './TrackingPagePreview';
import {
  currentTheme,
  EMPTY_LINK_ROW,
  pickerColour,
  previewLook,
  trackingPageLook,
  trackingPageValues,
  type TrackingPageValues,
  type TrackingTheme,
} from './trackingPageValues';
import { useCompanyTrackingPageUpdateMutation } from './useCompanyTrackingPageUpdateMutation';

const fragment = graphql`
  fragment TrackingPageForm_company on Company {
    name
    trackingPage {
      primaryColor
      headerFontColor
      headerLogoUrl
      links {
        linkName
        linkURL
      }
    }
  }
`;

/** The companyTrackingPageUpdate form beside a live preview of the header it sets. */
export function TrackingPageForm({ company }: { company: TrackingPageForm_company$key }) {
  const data = useFragment(fragment, company);
  // Null only when the service holding it is down; saving defaults then would overwrite the real page.
  if (!data.trackingPage) return <FormAlert message={MSG.genericFailure} />;
  return <TrackingPageEditor name={data.name} saved={data.trackingPage} />;
}

type Saved = NonNullable<TrackingPageForm_company$data['trackingPage']>;

type Form = ReturnType<typeof useSchemaForm<typeof TrackingPageInput, TrackingPageValues>>;

/** The ready-made colour sets, the one the colours now match marked as chosen. */
function ThemePicker({ current, onPick }: { current: string | undefined; onPick: (theme: TrackingTheme) => void }) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Themes</Fieldset.Legend>
      <Fieldset.HelperText>A theme sets both colours; you can change either afterwards.</Fieldset.HelperText>
      <HStack gap="2" wrap="wrap" mt="2">
        {TRACKING_THEMES.map((t) => (
          <Button
            key={t.name}
            size="sm"
            variant={current === t.name ? 'subtle' : 'outline'}
            aria-pressed={current === t.name}
            onClick={() => onPick(t)}
          >
            <Box
              as="span"
              aria-hidden="true"
              px="1.5"
              rounded="sm"
              borderWidth="1px"
              textStyle="xs"
              fontWeight="bold"
              style={{ background: t.primaryColor, color: t.headerFontColor }}
            >
              Aa
            </Box>
            {t.name}
          </Button>
        ))}
      </HStack>
    </Fieldset.Root>
  );
}

interface ColourFieldProps {
  label: string;
  /** The saved colour, shown while the field is empty. */
  placeholder: string;
  /** The colour the picker shows while the typed one is not a colour yet. */
  fallback: string;
  field: ReturnType<Form['field']>;
}

/** A #rrggbb field with a native colour picker beside it for those who would rather pick. */
function ColourField({ label, placeholder, fallback, field }: ColourFieldProps) {
  return (
    <FormField
      label={label}
      autoComplete="off"
      maxLength={7}
      placeholder={placeholder}
      required
      {...field}
      addon={
        <chakra.input
          type="color"
          aria-label={`Pick ${label.toLowerCase()}`}
          value={pickerColour(field.value, fallback)}
          onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
          w="10"
          h="10"
          p="0.5"
          flexShrink={0}
          borderWidth="1px"
          rounded="md"
          bg="bg"
          cursor="pointer"
        />
      }
    />
  );
}

interface HeaderLinksProps {
  rows: readonly { id: string }[];
  field: Form['field'];
  onAdd: () => void;
  onRemove: (row: number) => void;
}

/** The links buyers see in the header (store, support, social), up to the most the page shows. */
function HeaderLinks({ rows, field, onAdd, onRemove }: HeaderLinksProps) {
  const atMax = rows.length >= TRACKING_LINKS_MAX;
  return (
    <Stack gap="3" as="section" aria-labelledby="tracking-links-heading">
      <Heading as="h3" size="sm" id="tracking-links-heading">
        Header links
      </Heading>
      {rows.length === 0 && (
        <Text textStyle="sm" color="fg.muted">
          No links yet. Add your store, support page or social profiles.
        </Text>
      )}
      {rows.map(({ id: key }, row) => (
        <HStack key={key} gap="2" align="flex-start">
          <FormField label={`Link name ${row + 1}`} autoComplete="off" required {...field(`links.${row}.linkName`)} />
          <FormField
            label={`Link URL ${row + 1}`}
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            required
            {...field(`links.${row}.linkURL`)}
          />
          <Button variant="ghost" size="sm" mt="7" aria-label={`Remove link ${row + 1}`} onClick={() => onRemove(row)}>
            Remove
          </Button>
        </HStack>
      ))}
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={onAdd} disabled={atMax}>
          Add link
        </Button>
        {atMax && (
          <Text textStyle="sm" color="fg.muted">
            {MSG.trackingLinksMax}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}

function TrackingPageEditor({ name, saved }: { name: string; saved: Saved }) {
  // The saved page's fields, read here where they are selected.
  const { primaryColor, headerFontColor, headerLogoUrl, links } = saved;
  const savedValues = useMemo(
    () =>
      trackingPageValues({
        primaryColor,
        headerFontColor,
        headerLogoUrl,
        links: links.map(({ linkName, linkURL }) => ({ linkName, linkURL })),
      }),
    [primaryColor, headerFontColor, headerLogoUrl, links],
  );
  const form = useSchemaForm(TrackingPageInput, savedValues);
  const rows = useFormRows(form, 'links');
  const [save, isSaving] = useCompanyTrackingPageUpdateMutation();
  const savedLook = useMemo(() => trackingPageLook(savedValues), [savedValues]);
  const look = previewLook(form.values, name, savedLook);
  const theme = currentTheme(form.values);

  const submit = form.onSubmit((values) => {
    save(TrackingPageInput.parse(values), {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: MSG.trackingPageSaved });
      },
    });
  });

  const colourField = (field: 'primaryColor' | 'headerFontColor', label: string) => (
    <ColourField label={label} placeholder={savedLook[field]} fallback={look[field]} field={form.field(field)} />
  );

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="flex-start">
      <Card.Root>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label="Tracking page">
            <Stack gap="6">
              <FormAlert message={form.formError} />

              <ThemePicker
                current={theme?.name}
                onPick={(t) => {
                  form.setValue('primaryColor', t.primaryColor);
                  form.setValue('headerFontColor', t.headerFontColor);
                }}
              />

              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                {colourField('primaryColor', 'Primary colour')}
                {colourField('headerFontColor', 'Header font colour')}
              </SimpleGrid>

              <FormField
                label="Header logo URL"
                type="text"
                inputMode="url"
                autoComplete="off"
                placeholder="https://"
                helperText="Leave empty to show your company name instead."
                {...form.field('headerLogoUrl')}
              />

              <HeaderLinks
                rows={rows.fields}
                field={form.field}
                onAdd={() => rows.append(EMPTY_LINK_ROW)}
                onRemove={(row) => rows.remove(row)}
              />

              <div>
                <Button type="submit" loading={isSaving}>
                  Save tracking page
                </Button>
              </div>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
      <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
        <TrackingPagePreview look={look} />
      </Box>
    </SimpleGrid>
  );
}
