import { API_KEY_NAME_MAX, ApiKeyCreateInput, MSG, istToday } from '@parcelo/common';
import { Alert, Button, Clipboard, Code, Dialog, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DateField } from '../../lib/DateField';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useApiKeyCreateMutation } from './useApiKeyCreateMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The listed connections the new key joins. */
  connections: readonly string[];
}

/**
 * Create API key: a name and an optional expiry day, then the key itself, shown this once.
 * Closing the dialog unmounts it, and the key with it.
 */
export function ApiKeyCreateDialog({ open, onClose, connections }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <ApiKeyCreateBody connections={connections} />
    </FormDialog>
  );
}

function ApiKeyCreateBody({ connections }: Pick<Props, 'connections'>) {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return created ? (
    <ApiKeyReveal name={created.name} secret={created.secret} />
  ) : (
    <ApiKeyCreateForm connections={connections} onCreated={setCreated} />
  );
}

function ApiKeyCreateForm({
  connections,
  onCreated,
}: Pick<Props, 'connections'> & { onCreated: (key: { name: string; secret: string }) => void }) {
  const formId = useId();
  const [create, isCreating] = useApiKeyCreateMutation();
  const form = useSchemaForm(ApiKeyCreateInput, { name: '', expiresAt: '' });

  const submit = form.onSubmit((values) => {
    create({ name: values.name.trim(), expiresAt: values.expiresAt || null }, connections, {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.apiKey || !payload.secret) {
          // A repeat of a create whose answer was lost: the key exists, its secret is not shown twice.
          form.setFormError('This key was created, but it cannot be shown again. Revoke it and create another.');
          return;
        }
        toaster.create({ type: 'success', title: MSG.apiKeyCreated });
        onCreated({ name: payload.apiKey.name, secret: payload.secret });
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Create API key</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField
              label="Name"
              autoComplete="off"
              required
              autoFocus
              maxLength={API_KEY_NAME_MAX}
              helperText="What the key is for, e.g. ERP sync"
              {...form.field('name')}
            />
            <DateField
              label="Expiry date (optional)"
              helperText="The last day the key works. Leave empty for a key that does not expire."
              min={istToday()}
              {...form.field('expiresAt')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Create API key
      </FormDialogFooter>
    </>
  );
}

const COPY_LABELS = { triggerLabel: (copied: boolean) => (copied ? 'Key copied' : 'Copy key') };

/** The new key with a copy button, and the warning that it will not be shown again. */
function ApiKeyReveal({ name, secret }: { name: string; secret: string }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`API key “${name}” created`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>Copy this key now. It will not be shown again.</Alert.Title>
          </Alert.Root>
          <Clipboard.Root value={secret} translations={COPY_LABELS}>
            <Stack gap="2">
              <Clipboard.Label textStyle="sm" fontWeight="medium">
                Your API key
              </Clipboard.Label>
              <Code
                data-testid="api-key-secret"
                p="3"
                fontSize="sm"
                wordBreak="break-all"
                whiteSpace="normal"
                userSelect="all"
              >
                {secret}
              </Code>
              <Clipboard.Trigger asChild>
                <Button variant="surface" size="sm" alignSelf="flex-start">
                  <Clipboard.Indicator />
                  <Clipboard.Context>{(clipboard) => (clipboard.copied ? 'Copied' : 'Copy key')}</Clipboard.Context>
                </Button>
              </Clipboard.Trigger>
            </Stack>
          </Clipboard.Root>
          <Text textStyle="sm" color="fg.muted">
            Store it where your script reads its secrets. If it is lost, revoke it and create another.
          </Text>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button>Done</Button>
        </Dialog.ActionTrigger>
      </Dialog.Footer>
    </>
  );
}
