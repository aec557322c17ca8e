import { Combobox, createListCollection, Field, Spinner } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { HsnCodeFieldQuery, HsnCodeFieldQuery$data } from '../../__generated__/HsnCodeFieldQuery.graphql';
import { describeError } from '../../lib/relay/environment';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';

// The HSN lookup, asked as the user types (debounced 500 ms).
const query = graphql`
  query HsnCodeFieldQuery($search: String!) {
    hsnCodes(search: $search) {
      code
      description
    }
  }
`;

type HsnCode = NonNullable<HsnCodeFieldQuery$data['hsnCodes']>[number];

interface Lookup {
  search: string;
  codes: readonly HsnCode[];
  error: unknown;
}

const NO_LOOKUP: Lookup = { search: '', codes: [], error: null };

interface Props {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The HSN Code box: typing a code or words of a description offers matching codes
 * ("code — description") to pick; a code typed in full is kept as it is. The form's
 * hsnRule says 'HSN Code is required!' when it is empty.
 */
export function HsnCodeField({ name, value, onChange, error }: Props) {
  const environment = useRelayEnvironment();
  const search = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const [lookup, setLookup] = useState<Lookup>(NO_LOOKUP);

  useEffect(() => {
    if (!search) {
      setLookup(NO_LOOKUP);
      return undefined;
    }
    const subscription = fetchQuery<HsnCodeFieldQuery>(
      environment,
      query,
      { search },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => setLookup({ search, codes: data.hsnCodes ?? [], error: null }),
      error: (failure: unknown) => setLookup({ search, codes: [], error: failure }),
    });
    return () => subscription.unsubscribe();
  }, [environment, search]);

  const loading = search !== '' && lookup.search !== search;
  const collection = useMemo(
    () =>
      createListCollection({
        items: lookup.codes,
        itemToValue: (item) => item.code,
        // Picking a suggestion puts its code in the box.
        itemToString: (item) => item.code,
      }),
    [lookup.codes],
  );
  const picked = lookup.codes.find((item) => item.code === value.trim());

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Combobox.Root
        collection={collection}
        inputValue={value}
        onInputValueChange={(details) => onChange(details.inputValue)}
        onValueChange={(details) => {
          const code = details.value[0];
          if (code) onChange(code);
        }}
        allowCustomValue
        inputBehavior="none"
        openOnClick
        positioning={{ sameWidth: true, strategy: 'fixed' }}
      >
        <Combobox.Label>HSN Code</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input name={name} placeholder="Type a code or a description" autoComplete="off" />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" aria-label="Looking up HSN codes" />}
            <Combobox.Trigger aria-label="Show HSN code suggestions" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Not portalled: inside the form's dialog, a portalled list would sit outside it. */}
        <Combobox.Positioner>
          <Combobox.Content maxH="64">
            <Combobox.Empty>
              {lookup.error
                ? describeError(lookup.error)
                : search
                  ? loading
                    ? 'Looking up…'
                    : `No HSN codes match “${search}”`
                  : 'Type a code or a description'}
            </Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.code} item={item}>
                <Combobox.ItemText>{`${item.code} — ${item.description}`}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {picked && <Field.HelperText>{picked.description}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
