import { IntegrateChannelInput } from '@parcelo/common';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { ChannelCredentialFields } from './ChannelCredentialFields';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import type { ShopType } from '../../__generated__/useSalesChannelIntegrateMutation.graphql';
import { CONNECTABLE_TYPE_OPTIONS, blankExtras, channelWords, extrasInput, formField } from './labels';
import { useSalesChannelIntegrateMutation } from './useSalesChannelIntegrateMutation';

interface Props {
  /** The listed stores' connection, which a new store joins. */
  connectionId: string;
  onDone: () => void;
}

/** The "Connect a store" dialog's form: the type, then the store's address, credentials and extras. */
export function SalesChannelConnectForm({ connectionId, onDone }: Props) {
  const [integrate, isSaving] = useSalesChannelIntegrateMutation();
  const form = useSchemaForm(IntegrateChannelInput, {
    type: '',
    shop: '',
    key: '',
    secret: '',
    extras: blankExtras(),
  });
  const type = form.values.type;
  const words = channelWords(type);

  const submit = form.onSubmit((values) => {
    integrate(
      {
        type: values.type.toUpperCase() as ShopType,
        shop: values.shop,
        key: values.key,
        secret: values.secret,
        extras: extrasInput(values.type, values.extras),
      },
      [connectionId],
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors.map(formField))) return;
          toaster.create({ type: 'success', title: `${payload.salesChannelEdge?.node.shop ?? 'Store'} connected` });
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>Connect a store</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <FormField
            kind="select"
            label="Channel"
            placeholder="Select channel"
            options={CONNECTABLE_TYPE_OPTIONS}
            required
            {...form.field('type')}
          />
          <FormField
            label="Store address"
            placeholder={words.shop}
            autoComplete="off"
            inputMode="url"
            maxLength={253}
            required
            {...form.field('shop')}
          />
          <ChannelCredentialFields type={type} field={form.field} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSaving}>
          Connect
        </Button>
      </Dialog.Footer>
    </form>
  );
}
