import { MSG } from '@parcelo/common';
import { Alert, Button, Code, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { EVENT_TYPE_OPTIONS, WEBHOOK_FORM, eventTypeOf } from './labels';
import { useWebhookCreateMutation } from './useWebhookCreateMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The listed connection the new webhook joins. */
  connection: string;
}

/** Add Webhook: the URL and the event type; once added, the signing secret is shown. */
export function WebhookCreateDialog({ open, onClose, connection }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <CreateBody connection={connection} onDone={onClose} />
    </FormDialog>
  );
}

function CreateBody({ connection, onDone }: { connection: string; onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useWebhookCreateMutation();
  const [secret, setSecret] = useState<string | null>(null);
  const form = useSchemaForm(WEBHOOK_FORM, { webhookUrl: '', eventType: 'omsStatus/update' });

  const submit = form.onSubmit((values) => {
    create({ webhookUrl: values.webhookUrl, eventType: eventTypeOf(values.eventType) }, [connection], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        if (!payload.webhookEdge) {
          form.setFormError(MSG.genericFailure);
          return;
        }
        toaster.create({ type: 'success', title: MSG.webhookCreated });
        setSecret(payload.secret ?? '');
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    });
  });

  if (secret !== null) return <SecretShown secret={secret} onDone={onDone} />;

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Add Webhook</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField
              label="Webhook URL"
              inputMode="url"
              placeholder="https://example.in/webhooks/parcelo"
              autoComplete="off"
              required
              autoFocus
              {...form.field('webhookUrl')}
            />
            <FormField
              kind="select"
              label="Event type"
              options={EVENT_TYPE_OPTIONS}
              required
              {...form.field('eventType')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating}>
        Add Webhook
      </FormDialogFooter>
    </>
  );
}

/** The new webhook's signing secret, with how to use it; it can be revealed again from its log. */
export function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Webhook added</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text>
            Every request carries an X-Parcelo-Signature header: v1= and the HMAC-SHA256 (hex) of the
            X-Parcelo-Timestamp value, a full stop and the raw body, under this signing secret.
          </Text>
          <SecretValue secret={secret} />
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>Keep it on your server only. You can reveal it again from the webhook's log.</Alert.Title>
          </Alert.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button onClick={onDone}>Done</Button>
      </Dialog.Footer>
    </>
  );
}

/** A secret on screen with a Copy button. */
export function SecretValue({ secret }: { secret: string }) {
  const copy = () =>
    navigator.clipboard
      ?.writeText(secret)
      .then(() => toaster.create({ type: 'success', title: 'Secret copied' }))
      .catch(() => {});
  return (
    <HStack gap="2" align="start">
      <Code aria-label="Signing secret" p="2" wordBreak="break-all" flex="1" whiteSpace="normal">
        {secret}
      </Code>
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        Copy
      </Button>
    </HStack>
  );
}
