import { MSG, ShopifyInstallStartInput } from '@parcelo/common';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useShopifyConnectStartMutation } from '../shopify';

/**
 * Connect with Shopify: the seller names the store, and is sent to the store's install page;
 * Shopify brings them back to /shopify-redirect for the permission step.
 */
export function ShopifyConnect() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button colorPalette="teal" onClick={() => setOpen(true)}>
        Connect with Shopify
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)}>
        <ShopifyConnectBody />
      </FormDialog>
    </>
  );
}

function ShopifyConnectBody() {
  const formId = useId();
  const [start, isStarting] = useShopifyConnectStartMutation();
  const [leaving, setLeaving] = useState(false);
  const form = useSchemaForm(ShopifyInstallStartInput, { shop: '' });

  const submit = form.onSubmit((values) => {
    start(values, {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.installUrl) {
          form.setFormError(MSG.genericFailure);
          return;
        }
        setLeaving(true);
        window.location.assign(payload.installUrl);
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Connect with Shopify</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text color="fg.muted" textStyle="sm">
              You will install the Parcelo app on your store in Shopify, then approve its permissions. New orders then
              reach Parcelo as they are placed.
            </Text>
            <FormField
              label="Store address"
              placeholder="your-store.myshopify.com"
              autoComplete="off"
              inputMode="url"
              required
              autoFocus
              {...form.field('shop')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isStarting || leaving}>
        Continue to Shopify
      </FormDialogFooter>
    </>
  );
}
