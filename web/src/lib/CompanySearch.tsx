import { Combobox, createListCollection, Field, Portal, Spinner } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { CompanySearch_company$key } from '../__generated__/CompanySearch_company.graphql';
import type { CompanySearchQuery, CompanySearchQuery$data } from '../__generated__/CompanySearchQuery.graphql';
import { describeError } from './relay/environment';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';

const fragment = graphql`
  fragment CompanySearch_company on Company {
    id
    name
    code
  }
`;

// The companies list's query shape (CompaniesTab), one page of matches.
const query = graphql`
  query CompanySearchQuery($search: String) {
    companies(first: 10, search: $search) {
      edges {
        node {
          id
          name
          code
        }
      }
    }
  }
`;

type CompanyOption = NonNullable<CompanySearchQuery$data['companies']>['edges'][number]['node'];

interface Lookup {
  search: string | null;
  companies: readonly CompanyOption[];
  error: unknown;
}

interface Props {
  /** The company chosen now, if any. */
  company: CompanySearch_company$key | null;
  onSelect: (companyId: string) => void;
}

/**
 * The brands pages' company search: type a name or code, pick a company. The
 * matches are asked for as the typing settles (500 ms).
 */
export function CompanySearch({ company, onSelect }: Props) {
  const chosen = useFragment(fragment, company);
  const environment = useRelayEnvironment();
  const [text, setText] = useState(chosen?.name ?? '');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [lookup, setLookup] = useState<Lookup>({ search: null, companies: [], error: null });

  useEffect(() => {
    // The chosen company's name in the box is not a search: it lists the first companies.
    const wanted = search && search !== chosen?.name ? search : '';
    const subscription = fetchQuery<CompanySearchQuery>(
      environment,
      query,
      { search: wanted || null },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) =>
        setLookup({ search, companies: data.companies?.edges.map((edge) => edge.node) ?? [], error: null }),
      error: (failure: unknown) => setLookup({ search, companies: [], error: failure }),
    });
    return () => subscription.unsubscribe();
  }, [environment, search, chosen?.name]);

  const loading = lookup.search !== search;
  const collection = useMemo(
    () =>
      createListCollection({
        items: lookup.companies,
        itemToValue: (item) => item.id,
        itemToString: (item) => item.name,
      }),
    [lookup.companies],
  );

  return (
    <Field.Root maxW={{ md: 'md' }}>
      <Combobox.Root
        collection={collection}
        inputValue={text}
        onInputValueChange={(details) => setText(details.inputValue)}
        value={chosen ? [chosen.id] : []}
        onValueChange={(details) => {
          const id = details.value[0];
          if (id && id !== chosen?.id) onSelect(id);
        }}
        allowCustomValue
        inputBehavior="autohighlight"
        openOnClick
        positioning={{ sameWidth: true }}
      >
        <Combobox.Label>Search company</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder="Company name or code" autoComplete="off" />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" aria-label="Searching companies" />}
            <Combobox.Trigger aria-label="Show companies" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72">
              <Combobox.Empty>
                {lookup.error ? describeError(lookup.error) : loading ? 'Searching…' : 'No companies match'}
              </Combobox.Empty>
              {collection.items.map((item) => (
                <Combobox.Item key={item.id} item={item}>
                  <Combobox.ItemText>{`${item.name} (${item.code})`}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Field.Root>
  );
}
