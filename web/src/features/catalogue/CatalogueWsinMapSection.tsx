import { MSG } from '@parcelo/common';
import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CatalogueWsinMapSection_product$key } from '../../__generated__/CatalogueWsinMapSection_product.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useForm } from '../../lib/useForm';
import { notifyOutcome } from '../../lib/notify';
import { useCatalogueProductWsinMapDeleteMutation } from './useCatalogueProductWsinMapDeleteMutation';
import { useCatalogueProductWsinMapMutation } from './useCatalogueProductWsinMapMutation';
import {
  addWsinRow,
  MAX_WSIN_ROWS,
  removeWsinRow,
  wsinField,
  wsinMapEmptyMessage,
  wsinMapInput,
  wsinMapRules,
  wsinMapValues,
  type WsinMapValues,
} from './wsinMapForm';

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
  // Keyed by the saved map, so the rows start afresh from what the server kept.
  return (
    <WsinMapEditor key={data.wsinMappingLabel} id={data.id} title={data.productTitle} mapping={data.wsinMapping} />
  );
}

interface EditorProps {
  id: string;
  title: string;
  mapping: readonly { readonly wsin: string; readonly quantity: number }[];
}

function WsinMapEditor({ id, title, mapping }: EditorProps) {
  const [initial] = useState(() => wsinMapValues(mapping));
  // Stable keys for the rows; a row's fields are named by its position.
  const [rowKeys, setRowKeys] = useState(() =>
    Array.from({ length: Math.max(1, mapping.length) }, (_, index) => index),
  );
  const nextRowKey = useRef(rowKeys.length);
  const form = useForm<WsinMapValues>(initial, wsinMapRules(rowKeys.length));
  const [mapWsin, isMapping] = useCatalogueProductWsinMapMutation();
  const [deleteMap, isDeleting] = useCatalogueProductWsinMapDeleteMutation();

  const addRow = () => {
    form.replaceValues(addWsinRow(form.values));
    setRowKeys([...rowKeys, nextRowKey.current++]);
  };
  const removeRow = (row: number) => {
    form.replaceValues(removeWsinRow(form.values, row));
    setRowKeys(rowKeys.filter((_, index) => index !== row));
  };

  const submit = form.onSubmit((values) => {
    const empty = wsinMapEmptyMessage(values);
    if (empty) {
      form.setFormError(empty);
      return;
    }
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

  const removeMapping = () => deleteMap({ id }, notifyOutcome(MSG.wsinMapDeleted, MSG.wsinMapDeleteFailed));

  return (
    <form onSubmit={submit} noValidate aria-label={`WSIN mapping of ${title}`}>
      <Stack gap="3">
        <Text textStyle="sm" color="fg.muted">
          The WSINs one unit of this product is packed from, and how many of each.
        </Text>
        {rowKeys.map((key, row) => {
          const quantity = form.field(wsinField(row, 'quantity'));
          return (
            <HStack key={key} gap="2" align="flex-start">
              <FormField
                label={`WSIN ${row + 1}`}
                autoComplete="off"
                required
                {...form.field(wsinField(row, 'wsin'))}
              />
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
                onClick={() => removeRow(row)}
                disabled={rowKeys.length === 1}
              >
                <RemoveIcon />
              </IconButton>
            </HStack>
          );
        })}
        <FormAlert message={form.formError} />
        <HStack gap="2" wrap="wrap">
          <Button variant="outline" size="sm" onClick={addRow} disabled={rowKeys.length >= MAX_WSIN_ROWS}>
            Add WSIN
          </Button>
          <Button type="submit" size="sm" loading={isMapping}>
            Map WSIN
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            size="sm"
            onClick={removeMapping}
            loading={isDeleting}
            disabled={mapping.length === 0}
          >
            Delete mapping
          </Button>
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
