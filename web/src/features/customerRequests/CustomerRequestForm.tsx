import {
  DEFERRED_DELIVERY_MAX_DAYS,
  ISSUE_DESCRIPTION_MAX,
  MSG,
  REQUEST_TYPES,
  type CustomerRequestType,
  deferredDateBounds,
} from '@parcelo/common';
import {
  Button,
  Card,
  Checkbox,
  Field,
  Fieldset,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CustomerRequestLinkView_link$key } from '../../__generated__/CustomerRequestLinkView_link.graphql';
import { DateField } from '../../lib/DateField';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { describeError } from '../../lib/relay/environment';
import { AddressFields } from '../../lib/AddressFields';
import { holdSubmitForPincode, usePincodePlace, type PincodeLookup } from '../../lib/usePincodePlace';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  customerRequestFormInput,
  EMPTY_CUSTOMER_REQUEST_FORM,
  ISSUE_TYPE_OPTIONS,
  REQUEST_TYPE_VALUES,
} from './customerRequestForm';
import { useCustomerRequestSubmitMutation } from './useCustomerRequestSubmitMutation';

const REQUEST_TYPE_HINTS: Record<CustomerRequestType, string> = {
  UPDATE_DETAILS: 'Give another phone number, a different address or a later day for delivery.',
  CANCEL_ORDER: 'Tell us why you no longer want this order.',
};

type Form = ReturnType<
  typeof useSchemaForm<ReturnType<typeof customerRequestFormInput>, typeof EMPTY_CUSTOMER_REQUEST_FORM>
>;

interface Props {
  token: string;
  /**
   * The link as it now stands, once the server has moved it on: answered, or closed
   * meanwhile (expired, or answered elsewhere), with the server's words for why.
   */
  onAnswered: (link: CustomerRequestLinkView_link$key, problem: string | null) => void;
}

/** The buyer's answer (customer request): update the delivery details, or cancel the order. */
export function CustomerRequestForm({ token, onAnswered }: Props) {
  const [send, isSending] = useCustomerRequestSubmitMutation();
  const schema = useMemo(() => customerRequestFormInput(token), [token]);
  const form = useSchemaForm(schema, EMPTY_CUSTOMER_REQUEST_FORM);
  const requestType = form.values.requestType;

  // City, state and country come from the new address's pincode, as India Post has them.
  const place = usePincodePlace(form.values.alternateAddress.pincode, (found) => {
    form.setValue('alternateAddress.city', found?.city ?? '');
    form.setValue('alternateAddress.state', found?.state ?? '');
    form.setValue('alternateAddress.country', found?.country ?? 'India');
  });

  const checked = form.onSubmit((values) => {
    send(schema.parse(values), {
      onCompleted: ({ link, userErrors }) => {
        if (link && link.state !== 'OPEN') {
          onAnswered(link, userErrors.length > 0 ? userErrors.map((e) => e.message).join(' ') : null);
          return;
        }
        if (form.applyUserErrors(userErrors)) form.setFormError(MSG.genericFailure);
      },
      onError: (error) => form.setFormError(describeError(error)),
    });
  });

  // A new address India Post does not know is not sent; its pincode says why.
  const movingTo = requestType === 'UPDATE_DETAILS' && form.values.deliverElsewhere === 'yes';
  const submit = movingTo ? holdSubmitForPincode(place, 'alternateAddress.pincode', checked) : checked;

  return (
    <Card.Root as="section" aria-label="Your answer">
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="6">
            <RequestTypeChoice
              value={requestType}
              error={form.field('requestType').error}
              onChange={(value) => {
                form.setValue('requestType', value);
                // A form-level message belongs to the type it was said for.
                form.setFormError(null);
              }}
            />
            {requestType === 'UPDATE_DETAILS' && <UpdateDetailsFields form={form} place={place} />}
            {requestType === 'CANCEL_ORDER' && <CancelOrderFields form={form} />}
            <FormAlert message={form.formError} />
            <Button
              type="submit"
              size="lg"
              width={{ base: 'full', sm: 'auto' }}
              alignSelf={{ sm: 'flex-start' }}
              loading={isSending}
            >
              Submit
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

function RequestTypeChoice({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <RadioCard.Root
        name="requestType"
        value={value || null}
        onValueChange={(details) => onChange(details.value ?? '')}
      >
        <RadioCard.Label textStyle="md" fontWeight="semibold" mb="2">
          What would you like us to do?
        </RadioCard.Label>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {REQUEST_TYPE_VALUES.map((type) => (
            <RadioCard.Item key={type} value={type}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{REQUEST_TYPES[type]}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{REQUEST_TYPE_HINTS[type]}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </SimpleGrid>
      </RadioCard.Root>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

function UpdateDetailsFields({ form, place }: { form: Form; place: PincodeLookup }) {
  const deliverElsewhere = form.values.deliverElsewhere === 'yes';
  // Fixed for the visit: a page left open past midnight is caught by the rule at submit.
  const bounds = useMemo(() => deferredDateBounds(), []);
  const date = form.field('deferredDeliveryDate');

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Give at least one of these: an alternate phone number, a different address or a later delivery date.
      </Text>
      <FormField
        label="Alternate phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        helperText="10 digits. The courier will call this number."
        {...form.field('alternatePhone')}
      />

      <Checkbox.Root
        checked={deliverElsewhere}
        onCheckedChange={(details) => form.setValue('deliverElsewhere', details.checked === true ? 'yes' : '')}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Deliver to a different address</Checkbox.Label>
      </Checkbox.Root>

      {deliverElsewhere && (
        <Fieldset.Root>
          <Fieldset.Legend fontWeight="semibold">New delivery address</Fieldset.Legend>
          <Fieldset.Content>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <FormField
                label="First name"
                autoComplete="given-name"
                required
                {...form.field('alternateAddress.firstName')}
              />
              <FormField
                label="Last name (optional)"
                autoComplete="family-name"
                {...form.field('alternateAddress.lastName')}
              />
              <AddressFields field={(part) => form.field(`alternateAddress.${part}` as const)} place={place} autofill />
            </SimpleGrid>
          </Fieldset.Content>
        </Fieldset.Root>
      )}

      <DateField
        label="Deliver on a later date"
        name={date.name}
        value={date.value}
        min={bounds.min}
        max={bounds.max}
        onChange={date.onChange}
        error={date.error}
        helperText={`From tomorrow up to ${DEFERRED_DELIVERY_MAX_DAYS} days ahead.`}
      />
    </Stack>
  );
}

function CancelOrderFields({ form }: { form: Form }) {
  const description = form.field('issueDescription');
  return (
    <Stack gap="5">
      <FormField
        label="Reason for cancelling"
        kind="select"
        placeholder="Select a reason"
        options={ISSUE_TYPE_OPTIONS}
        required
        {...form.field('issueType')}
      />
      <Field.Root invalid={Boolean(description.error)} required>
        <Field.Label>Describe the issue</Field.Label>
        <Textarea
          name={description.name}
          value={description.value}
          rows={4}
          maxLength={ISSUE_DESCRIPTION_MAX}
          autoresize
          onChange={(event) => description.onChange(event.currentTarget.value)}
        />
        <Field.HelperText>{`${description.value.length}/${ISSUE_DESCRIPTION_MAX} characters`}</Field.HelperText>
        <Field.ErrorText>{description.error}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
