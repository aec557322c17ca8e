import { Alert, Button, Card, SimpleGrid, Spinner, Stack } from '@chakra-ui/react';
import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { RateCalculatorQuery } from '../../__generated__/RateCalculatorQuery.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { RateQuotesTable } from './RateQuotesTable';
import { EMPTY_CALCULATOR, RATE_CALCULATOR_FORM, ratesInput, type RateCalculatorValues } from './rateCalculator';

const query = graphql`
  query RateCalculatorQuery($input: DeliveryRatesInput!) {
    deliveryRates(input: $input) {
      quotes {
        ...RateQuotesTable_quotes
      }
      userErrors {
        field
        message
      }
    }
  }
`;

type Input = RateCalculatorQuery['variables']['input'];

/** The rate calculator: the company's active partners compared for one shipment. */
export function RateCalculator() {
  const formId = useId();
  const form = useSchemaForm(RATE_CALCULATOR_FORM, EMPTY_CALCULATOR);
  // Each asking is its own query (a new object), so asking the same again fetches afresh.
  const [asked, setAsked] = useState<{ input: Input } | null>(null);
  const submit = form.onSubmit((values) => setAsked({ input: ratesInput(values as RateCalculatorValues) }));
  const cod = form.values.paymentMode === 'COD';

  return (
    <Card.Root as="section" aria-label="Rate calculator" size="sm">
      <Card.Header>
        <Card.Title>Rate calculator</Card.Title>
        <Card.Description>Compare your active partners for a parcel, cheapest first.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <form id={formId} onSubmit={submit} noValidate>
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3">
                <FormField label="Pickup pincode" inputMode="numeric" maxLength={6} {...form.field('pickupPincode')} />
                <FormField
                  label="Delivery pincode"
                  inputMode="numeric"
                  maxLength={6}
                  {...form.field('deliveryPincode')}
                />
                <FormField label="Weight (kg)" inputMode="decimal" {...form.field('weightKg')} />
                <FormField
                  kind="radio"
                  label="Payment mode"
                  options={[
                    { value: 'PREPAID', label: 'Prepaid' },
                    { value: 'COD', label: 'COD' },
                  ]}
                  {...form.field('paymentMode')}
                />
              </SimpleGrid>
              <SimpleGrid columns={{ base: 3, lg: 4 }} gap="3">
                <FormField label="Length (cm)" inputMode="decimal" {...form.field('length')} />
                <FormField label="Breadth (cm)" inputMode="decimal" {...form.field('breadth')} />
                <FormField label="Height (cm)" inputMode="decimal" {...form.field('height')} />
                {cod && <FormField label="Order value (₹)" inputMode="decimal" {...form.field('orderValue')} />}
              </SimpleGrid>
              <FormAlert message={form.formError} />
              <div>
                <Button type="submit" form={formId}>
                  Compare rates
                </Button>
              </div>
            </Stack>
          </form>
          {asked && (
            <Suspense fallback={<Spinner aria-label="Comparing rates" />}>
              <RateResults asked={asked} />
            </Suspense>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The answer for one asking; the server's words for input it refuses (an unknown pincode). */
function RateResults({ asked }: { asked: { input: Input } }) {
  const data = useLazyLoadQuery<RateCalculatorQuery>(query, asked, {
    fetchPolicy: 'network-only',
    fetchKey: JSON.stringify(asked),
  });
  const { quotes, userErrors } = data.deliveryRates;
  if (userErrors.length > 0) {
    return (
      <Alert.Root status="error" size="sm">
        <Alert.Indicator />
        <Alert.Description>{userErrors.map((e) => e.message).join(' ')}</Alert.Description>
      </Alert.Root>
    );
  }
  return <RateQuotesTable quotes={quotes} />;
}
