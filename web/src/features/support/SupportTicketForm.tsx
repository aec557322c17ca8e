import { MSG, SUPPORT_DESCRIPTION_MAX } from '@parcelo/common';
import { Button, Card, Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { CATEGORY_OPTIONS, TICKET_FORM, categoryOf } from './labels';
import { useSupportTicketCreateMutation } from './useSupportTicketCreateMutation';

const EMPTY = { subject: '', category: '', description: '', orderReference: '' };

/** Raise a ticket: what it is about, in the seller's words; it joins the list below. */
export function SupportTicketForm({ connection }: { connection: string }) {
  const formId = useId();
  const [create, isCreating] = useSupportTicketCreateMutation();
  const form = useSchemaForm(TICKET_FORM, EMPTY);
  const description = form.field('description');

  const submit = form.onSubmit((values) => {
    create(
      {
        subject: values.subject,
        category: categoryOf(values.category),
        description: values.description,
        orderReference: values.orderReference || null,
      },
      [connection],
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          if (!payload.ticketEdge) {
            form.setFormError(MSG.genericFailure);
            return;
          }
          toaster.create({ type: 'success', title: MSG.supportTicketCreated });
          form.reset(EMPTY);
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <Card.Root as="section" aria-label="Raise a ticket">
      <Card.Header>
        <Card.Title as="h2" textStyle="md">
          Raise a ticket
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField label="Subject" maxLength={150} required {...form.field('subject')} />
              <FormField
                kind="select"
                label="Category"
                placeholder="Select a category"
                options={CATEGORY_OPTIONS}
                required
                {...form.field('category')}
              />
            </SimpleGrid>
            <Field.Root invalid={Boolean(description.error)} required>
              <Field.Label>Description</Field.Label>
              <Textarea
                name={description.name}
                value={description.value}
                rows={4}
                maxLength={SUPPORT_DESCRIPTION_MAX}
                autoresize
                onChange={(event) => description.onChange(event.currentTarget.value)}
              />
              <Field.HelperText>{`${description.value.length}/${SUPPORT_DESCRIPTION_MAX} characters`}</Field.HelperText>
              <Field.ErrorText>{description.error}</Field.ErrorText>
            </Field.Root>
            <FormField
              label="Order reference (optional)"
              maxLength={100}
              helperText="Your order number, if the ticket is about one order."
              {...form.field('orderReference')}
            />
            <FormAlert message={form.formError} />
            <Button type="submit" alignSelf="flex-start" loading={isCreating}>
              Raise ticket
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
