import { Box, Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../lib/FormField';
import { useSchemaForm } from '../../lib/useSchemaForm';
import {
  isTrackingSearchBy,
  TRACKING_SEARCH_FIELDS,
  trackingSearchPath,
  type TrackingSearchBy,
} from './trackingSearch';
import { trackingSearchInput } from '@parcelo/common';

const INPUTS: Record<
  TrackingSearchBy,
  { type: 'text' | 'tel' | 'email'; placeholder: string; inputMode?: 'numeric' | 'email' }
> = {
  AWB: { type: 'text', placeholder: 'Enter AWB number' },
  MOBILE: { type: 'tel', placeholder: '10-digit mobile number', inputMode: 'numeric' },
  EMAIL: { type: 'email', placeholder: 'you@example.com', inputMode: 'email' },
};

interface Props {
  initial: { by: TrackingSearchBy; value: string; error: string | null };
}

/**
 * Search by AWB, mobile or email. Checked with the shared rules first; an AWB opens
 * its own page, a mobile or email lists the buyer's shipments.
 */
export function TrackingSearchForm({ initial }: Props) {
  const navigate = useNavigate();
  const [by, setBy] = useState<TrackingSearchBy>(initial.by);
  const form = useSchemaForm(trackingSearchInput(by), { value: initial.value });
  // A search the address holds but the API would refuse shows its reason until the box changes.
  const [addressError, setAddressError] = useState(initial.error);
  const field = form.field('value');

  const changeBy = (next: string) => {
    if (!isTrackingSearchBy(next)) return;
    setBy(next);
    setAddressError(null);
    // The old field's complaint does not apply to the new one.
    form.setValue('value', form.values.value);
  };

  const input = INPUTS[by];
  const label = TRACKING_SEARCH_FIELDS.find((option) => option.value === by)?.label ?? by;

  const submit = form.onSubmit((values) => void navigate(trackingSearchPath(by, values.value)));

  return (
    <form
      onSubmit={(event) => {
        setAddressError(null);
        submit(event);
      }}
      noValidate
      role="search"
      aria-label="Track a shipment"
    >
      <Flex gap="3" align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }}>
        <Box w={{ base: 'full', md: '40' }}>
          <FormField
            kind="select"
            label="Search by"
            name="by"
            value={by}
            onChange={changeBy}
            options={TRACKING_SEARCH_FIELDS}
          />
        </Box>
        <Box flex="1">
          <FormField
            label={label}
            type={input.type}
            inputMode={input.inputMode}
            placeholder={input.placeholder}
            autoComplete="off"
            {...field}
            error={field.error ?? addressError ?? undefined}
            onChange={(value) => {
              setAddressError(null);
              field.onChange(value);
            }}
          />
        </Box>
        <Button type="submit" mt={{ md: '6' }} alignSelf={{ base: 'flex-start', md: 'auto' }}>
          Search
        </Button>
      </Flex>
    </form>
  );
}
