import { MSG } from '@parcelo/common';
import { Checkbox, Dialog, Field, Fieldset, SimpleGrid, Stack } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  CatalogueProductForm_product$data,
  CatalogueProductForm_product$key,
} from '../../__generated__/CatalogueProductForm_product.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { HsnCodeField } from './HsnCodeField';
import { ACTIVE_OPTIONS, SHOP_TYPE_OPTIONS } from './labels';
import {
  CHECKED,
  DIMENSION_LABELS,
  DIMENSIONS,
  joinImageUrls,
  parseImageUrls,
  productFormInput,
  productFormValues,
  productInput,
  type ProductInputFields,
  type ProductLike,
  GST_RATE_OPTIONS,
} from './productForm';
import { ProductImagesField } from './ProductImagesField';
import { useCatalogueProductCreateMutation } from './useCatalogueProductCreateMutation';
import { useCatalogueProductUpdateMutation } from './useCatalogueProductUpdateMutation';

const fragment = graphql`
  fragment CatalogueProductForm_product on CatalogueProduct {
    id
    productTitle
    sku
    category
    price
    basePrice
    margin
    weight
    mappedDimensions {
      length
      breadth
      height
    }
    hsnCode
    gstRate
    d2rCategory
    shopType
    active
    imageUrls
  }
`;

interface Props {
  open: boolean;
  onClose: () => void;
  /** The product to edit; none creates one. */
  product: CatalogueProductForm_product$key | null;
  /** Admins create for this company (a Company id); sellers for their own. */
  company?: string | null | undefined;
  /** For a new product: the listed connections it joins. */
  connectionsFor?: (product: ProductInputFields) => string[];
}

/**
 * Create Product / Edit in a dialog. The shared rules check early; the server
 * decides, and its userErrors show under their fields (or above the buttons).
 */
export function CatalogueProductForm({ open, onClose, product, company, connectionsFor }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <ProductFormBody product={product} company={company ?? null} connectionsFor={connectionsFor} onDone={onClose} />
    </FormDialog>
  );
}

/** The product's fields, read here where they are selected. */
function savedProduct({
  productTitle,
  sku,
  category,
  price,
  basePrice,
  margin,
  weight,
  mappedDimensions,
  hsnCode,
  gstRate,
  d2rCategory,
  shopType,
  active,
  imageUrls,
}: CatalogueProductForm_product$data): ProductLike {
  return {
    productTitle,
    sku,
    category,
    price,
    basePrice,
    margin,
    weight,
    mappedDimensions: mappedDimensions && {
      length: mappedDimensions.length,
      breadth: mappedDimensions.breadth,
      height: mappedDimensions.height,
    },
    hsnCode,
    gstRate,
    d2rCategory,
    shopType,
    active,
    imageUrls,
  };
}

interface BodyProps {
  product: CatalogueProductForm_product$key | null;
  company: string | null;
  connectionsFor: ((product: ProductInputFields) => string[]) | undefined;
  onDone: () => void;
}

function ProductFormBody({ product, company, connectionsFor, onDone }: BodyProps) {
  const data = useFragment(fragment, product);
  const formId = useId();
  const [create, isCreating] = useCatalogueProductCreateMutation();
  const [update, isUpdating] = useCatalogueProductUpdateMutation();
  const [imagesBusy, setImagesBusy] = useState(false);
  const onImagesBusy = useCallback((busy: boolean) => setImagesBusy(busy), []);

  const form = useSchemaForm(productFormInput, productFormValues(data && savedProduct(data)));

  const failed = (error: Error) => notifyFailure(error, MSG.productSaveFailed);

  const submit = form.onSubmit((values) => {
    const fields = productInput(values);
    if (data) {
      update(
        { id: data.id, ...fields },
        {
          onCompleted: (payload) => {
            if (!form.applyUserErrors(payload.userErrors)) return;
            if (!payload.catalogueProduct) {
              form.setFormError(MSG.productSaveFailed);
              return;
            }
            toaster.create({ type: 'success', title: MSG.productUpdated });
            onDone();
          },
          onError: failed,
        },
      );
      return;
    }
    const createWsin = values.createWsin === CHECKED;
    create({ ...fields, createWsin, ...(company ? { company } : {}) }, connectionsFor?.(fields) ?? [], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.catalogueProductEdge) {
          form.setFormError(MSG.productSaveFailed);
          return;
        }
        toaster.create({ type: 'success', title: MSG.productCreated });
        onDone();
      },
      onError: failed,
    });
  });

  const images = parseImageUrls(form.values.imageUrls);
  const saving = isCreating || isUpdating;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{data ? `Edit ${data.productTitle}` : 'Create Product'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Product Title" autoComplete="off" required {...form.field('productTitle')} />
              <FormField label="SKU" autoComplete="off" required {...form.field('sku')} />
              <FormField label="Category" autoComplete="off" required {...form.field('category')} />
              <FormField label="D2R Category" autoComplete="off" helperText="Optional" {...form.field('d2rCategory')} />
              <FormField label="Price (₹)" inputMode="decimal" autoComplete="off" required {...form.field('price')} />
              <FormField
                label="Base Price (₹)"
                inputMode="decimal"
                autoComplete="off"
                required
                {...form.field('basePrice')}
              />
              <FormField label="Margin (%)" inputMode="decimal" autoComplete="off" required {...form.field('margin')} />
              <FormField
                label="Weight (gm)"
                inputMode="numeric"
                autoComplete="off"
                required
                {...form.field('weight')}
              />
              <HsnCodeField {...form.field('hsnCode')} />
              <FormField kind="select" label="GST rate" options={GST_RATE_OPTIONS} {...form.field('gstRate')} />
              <FormField kind="select" label="Shop Type" options={SHOP_TYPE_OPTIONS} {...form.field('shopType')} />
              <FormField kind="select" label="Active" options={ACTIVE_OPTIONS} {...form.field('active')} />
            </SimpleGrid>

            <Fieldset.Root>
              <Fieldset.Legend>Dimensions (L × B × H, cm)</Fieldset.Legend>
              <Fieldset.HelperText>Optional; give all three or none.</Fieldset.HelperText>
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                {DIMENSIONS.map((name) => (
                  <FormField
                    key={name}
                    label={`${DIMENSION_LABELS[name]} (cm)`}
                    inputMode="decimal"
                    autoComplete="off"
                    {...form.field(`mappedDimensions.${name}`)}
                  />
                ))}
              </SimpleGrid>
            </Fieldset.Root>

            <Fieldset.Root>
              <Fieldset.Legend>Images</Fieldset.Legend>
              <ProductImagesField
                urls={images}
                onChange={(urls) => form.setValue('imageUrls', joinImageUrls(urls))}
                error={form.field('imageUrls').error}
                onBusyChange={onImagesBusy}
              />
            </Fieldset.Root>

            {!data && (
              <OwnWsinField
                checked={form.values.createWsin === CHECKED}
                onChange={(checked) => form.setValue('createWsin', checked ? CHECKED : '')}
              />
            )}

            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={saving} disabled={imagesBusy}>
        {data ? 'Save' : 'Create Product'}
      </FormDialogFooter>
    </>
  );
}

/** A new product's offer to stock it under its own WSIN: its SKU, mapped one to one. */
function OwnWsinField({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Field.Root>
      <Checkbox.Root checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Create a WSIN from the SKU and map it 1:1</Checkbox.Label>
      </Checkbox.Root>
      <Field.HelperText>
        So you can add stock for it yourself; an admin can remap it to other WSINs later.
      </Field.HelperText>
    </Field.Root>
  );
}
