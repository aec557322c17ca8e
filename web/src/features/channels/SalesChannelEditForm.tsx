import { updateChannelInputFor } from '@parcelo/common';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { ChannelCredentialFields } from './ChannelCredentialFields';
import { toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { extrasInput, formField, type ExtrasValues } from './labels';
import { useSalesChannelUpdateMutation } from './useSalesChannelUpdateMutation';

interface Props {
  channel: {
    id: string;
    /** Lower case, as the shared rules name types. */
    type: string;
    shop: string;
    keyHint: string;
    secretHint: string;
    extras: ExtrasValues;
  };
  onDone: () => void;
}

/** The Edit dialog's form: new credentials (blank keeps the stored ones) and the type's extras; the address stays. */
export function SalesChannelEditForm({ channel, onDone }: Props) {
  const [update, isSaving] = useSalesChannelUpdateMutation();
  const schema = useMemo(() => updateChannelInputFor(channel.type), [channel.type]);
  const form = useSchemaForm(schema, { key: '', secret: '', extras: channel.extras });

  const submit = form.onSubmit((values) => {
    update(
      { id: channel.id, key: values.key, secret: values.secret, extras: extrasInput(channel.type, values.extras) },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors.map(formField))) return;
          toaster.create({ type: 'success', title: `${channel.shop} updated` });
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Header>
        <Dialog.Title>{`Edit ${channel.shop}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <ChannelCredentialFields type={channel.type} field={form.field} saved={channel} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSaving}>
          Save
        </Button>
      </Dialog.Footer>
    </form>
  );
}
