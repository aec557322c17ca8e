import { fulfilmentDetailsInput, MSG } from '@parcelo/common';
import { Button, HStack, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { FulfilmentDetailsForm_fulfilment$key } from '../../__generated__/FulfilmentDetailsForm_fulfilment.graphql';
import type { useFulfilmentDetailsUpdateMutation$variables } from '../../__generated__/useFulfilmentDetailsUpdateMutation.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useFulfilmentDetailsUpdateMutation } from './useFulfilmentDetailsUpdateMutation';

const fragment = graphql`
  fragment FulfilmentDetailsForm_fulfilment on Fulfilment {
    id
    shippingLabelUrl
    invoiceUrl
    packageType
  }
`;

type DetailsInput = useFulfilmentDetailsUpdateMutation$variables['input'];

interface Saved {
  readonly shippingLabelUrl: string | null | undefined;
  readonly invoiceUrl: string | null | undefined;
  readonly packageType: string | null | undefined;
}

const valuesOf = (saved: Saved) => ({
  shippingLabelUrl: saved.shippingLabelUrl ?? '',
  invoiceUrl: saved.invoiceUrl ?? '',
  packageType: saved.packageType ?? '',
});

/**
 * Fulfilment details: the shipping label and invoice a packer prints from, and the
 * package type → fulfilmentDetailsUpdate. Only changed fields are sent.
 */
export function FulfilmentDetailsForm({ fulfilment }: { fulfilment: FulfilmentDetailsForm_fulfilment$key }) {
  const data = useFragment(fragment, fulfilment);
  const saved = valuesOf(data);
  const [update, isUpdating] = useFulfilmentDetailsUpdateMutation();
  // A URL is checked ('Please input a valid URL!') only once it is changed: the saved one may be
  // the app's own document address, which is relative.
  const form = useSchemaForm(fulfilmentDetailsInput(saved), saved);
  const { values } = form;
  const trimmed = valuesOf({
    shippingLabelUrl: values.shippingLabelUrl.trim(),
    invoiceUrl: values.invoiceUrl.trim(),
    packageType: values.packageType.trim(),
  });
  // The service keeps a URL it is not sent a new one for, so an emptied URL box changes nothing.
  const urlChanged = (name: 'shippingLabelUrl' | 'invoiceUrl') => trimmed[name] !== '' && trimmed[name] !== saved[name];
  const packageTypeChanged = trimmed.packageType !== saved.packageType;
  const unchanged = !urlChanged('shippingLabelUrl') && !urlChanged('invoiceUrl') && !packageTypeChanged;

  const send = () => {
    const input: DetailsInput = { id: data.id };
    if (urlChanged('shippingLabelUrl')) input.shippingLabelUrl = trimmed.shippingLabelUrl;
    if (urlChanged('invoiceUrl')) input.invoiceUrl = trimmed.invoiceUrl;
    if (packageTypeChanged) input.packageType = trimmed.packageType || null;
    update(input, {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (payload.fulfilment) form.reset(valuesOf(payload.fulfilment));
        toaster.create({ type: 'success', title: MSG.fulfilmentSaved });
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(send)} noValidate>
      <Stack gap="4">
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField
            label="Shipping label URL"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.field('shippingLabelUrl')}
          />
          <FormField
            label="Invoice URL"
            type="text"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            {...form.field('invoiceUrl')}
          />
          <FormField label="Package type" autoComplete="off" {...form.field('packageType')} />
        </SimpleGrid>
        <HStack gap="4" wrap="wrap">
          <Button type="submit" variant="outline" disabled={unchanged} loading={isUpdating}>
            Save details
          </Button>
          {data.shippingLabelUrl && (
            <Link href={data.shippingLabelUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
              Open shipping label
            </Link>
          )}
          {data.invoiceUrl && (
            <Link href={data.invoiceUrl} target="_blank" rel="noopener noreferrer" colorPalette="teal">
              Open invoice
            </Link>
          )}
        </HStack>
      </Stack>
    </form>
  );
}
