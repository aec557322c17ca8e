import { MSG, TEMPLATE_PLACEHOLDERS } from '@parcelo/common';
import { Box, Button, Dialog, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm, type UserErrorLike } from '../../lib/useSchemaForm';
import type { TemplateRow } from './MessageTemplatesTable';
import { useMessageTemplateCreateMutation } from './useMessageTemplateCreateMutation';
import { useMessageTemplateUpdateMutation } from './useMessageTemplateUpdateMutation';
import { PURPOSE_OPTIONS, TEMPLATE_FORM, previewOf } from './whatsappForms';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The company the template is (or will be) the company's. */
  companyId: string;
  /** The template to edit; null to add one. */
  template: TemplateRow | null;
  /** The listed connection a new template joins. */
  connection: string;
}

/** Add or edit a message template, with the placeholders it may use and its text as a buyer would read it. */
export function MessageTemplateDialog({ open, onClose, ...rest }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} size="lg" scrollBehavior="inside">
      <TemplateForm {...rest} onDone={onClose} />
    </FormDialog>
  );
}

function TemplateForm({
  companyId,
  template,
  connection,
  onDone,
}: Omit<Props, 'open' | 'onClose'> & { onDone: () => void }) {
  const formId = useId();
  const [create, isCreating] = useMessageTemplateCreateMutation();
  const [update, isUpdating] = useMessageTemplateUpdateMutation();
  const form = useSchemaForm(TEMPLATE_FORM, {
    templateName: template?.templateName ?? '',
    messageBody: template?.messageBody ?? '',
    purpose: template?.purpose ?? '',
  });
  const body = form.field('messageBody');

  const done = (title: string) => (payload: { userErrors: readonly UserErrorLike[] }) => {
    if (!form.applyUserErrors(payload.userErrors)) return;
    toaster.create({ type: 'success', title });
    onDone();
  };
  const onError = (error: Error) => notifyFailure(error, MSG.genericFailure);

  const submit = form.onSubmit((values) => {
    const purpose = values.purpose === 'NDR_MSG' ? ('NDR_MSG' as const) : null;
    const fields = { templateName: values.templateName, messageBody: values.messageBody, purpose };
    if (template) update({ template: template.id, ...fields }, { onCompleted: done(MSG.templateUpdated), onError });
    else create({ company: companyId, ...fields }, [connection], { onCompleted: done(MSG.templateCreated), onError });
  });

  const insert = (name: string) => {
    const text = form.values.messageBody;
    form.setValue('messageBody', `${text}${text && !/\s$/.test(text) ? ' ' : ''}{${name}}`);
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{template ? 'Edit template' : 'Add template'}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormField label="Template name" autoComplete="off" autoFocus {...form.field('templateName')} />
            <FormField kind="select" label="Used for" options={PURPOSE_OPTIONS} {...form.field('purpose')} />
            <Field.Root invalid={Boolean(body.error)}>
              <Field.Label>Message body</Field.Label>
              <Textarea
                name="messageBody"
                rows={4}
                autoresize
                maxH="48"
                value={body.value}
                onChange={(event) => body.onChange(event.currentTarget.value)}
              />
              <Field.ErrorText>{body.error}</Field.ErrorText>
            </Field.Root>
            <Box>
              <Text textStyle="sm" color="fg.muted" mb="1">
                Placeholders, filled when the message is sent (an ndr message needs {'{link}'}):
              </Text>
              <HStack gap="1" wrap="wrap">
                {Object.entries(TEMPLATE_PLACEHOLDERS).map(([name, meaning]) => (
                  <Button key={name} size="xs" variant="outline" title={meaning} onClick={() => insert(name)}>
                    {`{${name}}`}
                  </Button>
                ))}
              </HStack>
            </Box>
            <Box as="section" aria-label="Preview" bg="bg.muted" rounded="md" p="3">
              <Text textStyle="xs" color="fg.muted" mb="1">
                Preview
              </Text>
              <Text whiteSpace="pre-wrap" textStyle="sm">
                {body.value.trim() ? previewOf(body.value) : 'The message as a buyer reads it shows here.'}
              </Text>
            </Box>
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating || isUpdating}>
        {template ? 'Save template' : 'Add template'}
      </FormDialogFooter>
    </>
  );
}
