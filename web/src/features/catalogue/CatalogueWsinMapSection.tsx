import { MSG, WSIN_MAP_MAX, WsinMapInput } from '@parcelo/common';
import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CatalogueWsinMapSection_product$key } from '../../__generated__/CatalogueWsinMapSection_product.graphql';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useFormRows, useSchemaForm } from '../../lib/useSchemaForm';
import { notifyOutcome } from '../../lib/notify';
import { useCatalogueProductWsinMapDeleteMutation } from './useCatalogueProductWsinMapDeleteMutation';
import { useCatalogueProductWsinMapMutation } from './useCatalogueProductWsinMapMutation';
import { EMPTY_WSIN_ROW, wsinMapInput, wsinMapValues, type WsinMapRow } from './wsinMapForm';

const fragment = graphql`
  fragment CatalogueWsinMapSection_product on CatalogueProduct {
    id
    productTitle
    wsinMapping {
      wsin
      quantity
    }
    wsinMappingLabel
  }
`;

/**
 * The admin's WSIN mapping controls (admin view only): rows of a WSIN and a quantity
 * (at least 1), "Map WSIN" to replace the map, and "Delete mapping" to remove it.
 */
export function CatalogueWsinMapSection({ product }: { product: CatalogueWsinMapSection_product$key }) {
  const data = useFragment(fragment, product);
  const rows = data.wsinMapping.map(({ wsin, quantity }) => ({ wsin, quantity: String(quantity) }));
  // Keyed by the saved map, so the rows start afresh from what the server kept.
  return <WsinMapEditor key={data.wsinMappingLabel} id={data.id} title={data.productTitle} saved={rows} />;
}

interface EditorProps {
  id: string;
  title: string;
  saved: WsinMapRow[];
}

function WsinMapEditor({ id, title, saved }: EditorProps) {
  const form = useSchemaForm(WsinMapInput, wsinMapValues(saved));
  const rows = useFormRows(form, 'wsins');
  const [mapWsin, isMapping] = useCatalogueProductWsinMapMutation();
  const [deleteMap, isDeleting] = useCatalogueProductWsinMapDeleteMutation();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const submit = form.onSubmit((values) => {
    mapWsin(
      { id, wsins: wsinMapInput(values) },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.wsinMapped });
        },
        onError: (error) => notifyFailure(error, MSG.wsinMapFailed),
      },
    );
  });

  const removeMapping = () => {
    const outcome = notifyOutcome(MSG.wsinMapDeleted, MSG.wsinMapDeleteFailed);
    deleteMap(
      { id },
      {
        onCompleted: (payload) => {
          setConfirmingDelete(false);
          outcome.onCompleted(payload);
        },
        onError: (error) => {
          setConfirmingDelete(false);
          outcome.onError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`WSIN mapping of ${title}`}>
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          The WSINs one unit of this product is packed from, and how many of each.
        </Text>
        {rows.fields.map(({ id: key }, row) => {
          const quantity = form.field(`wsins.${row}.quantity`);
          return (
            <HStack key={key} gap="2" align="flex-start">
              <FormField label={`WSIN ${row + 1}`} autoComplete="off" required {...form.field(`wsins.${row}.wsin`)} />
              <Field.Root invalid={Boolean(quantity.error)} required maxW="32">
                <Field.Label>{`Quantity ${row + 1}`}</Field.Label>
                <Input
                  type="number"
                  name={quantity.name}
                  min={1}
                  step={1}
                  inputMode="numeric"
                  value={quantity.value}
                  onChange={(event) => quantity.onChange(event.currentTarget.value)}
                />
                <Field.ErrorText>{quantity.error}</Field.ErrorText>
              </Field.Root>
              <IconButton
                variant="ghost"
                size="sm"
                mt="7"
                aria-label={`Remove WSIN row ${row + 1}`}
                onClick={() => rows.remove(row)}
                disabled={rows.fields.length === 1}
              >
                <RemoveIcon />
              </IconButton>
            </HStack>
          );
        })}
        <FormAlert message={form.formError} />
        <HStack gap="2" wrap="wrap">
          <Button
            variant="outline"
            size="sm"
            onClick={() => rows.append(EMPTY_WSIN_ROW)}
            disabled={rows.fields.length >= WSIN_MAP_MAX}
          >
            Add WSIN
          </Button>
          <Button type="submit" size="sm" loading={isMapping}>
            Map WSIN
          </Button>
          <ConfirmDialog
            open={confirmingDelete}
            onOpenChange={setConfirmingDelete}
            title={`Delete the WSIN mapping of ${title}?`}
            body="The product will have no WSINs until it is mapped again."
            confirmLabel="Yes, delete mapping"
            loading={isDeleting}
            onConfirm={removeMapping}
            trigger={
              <Button variant="outline" colorPalette="red" size="sm" disabled={saved.length === 0}>
                Delete mapping
              </Button>
            }
          />
        </HStack>
      </Stack>
    </form>
  );
}

function RemoveIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 13h12l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
