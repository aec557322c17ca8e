import { MSG } from '@parcelo/common';
import { Box } from '@chakra-ui/react';
import { Suspense, useDeferredValue, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MicroWarehouseSelectQuery } from '../../__generated__/MicroWarehouseSelectQuery.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';

// Newest first, so a warehouse just opened for Lightning is among the first offered.
const query = graphql`
  query MicroWarehouseSelectQuery($search: String) {
    warehouses(first: 50, search: $search, sort: { by: CREATED_AT, order: DESC }) {
      edges {
        node {
          id
          name
          warehouseType
          address {
            city
          }
        }
      }
    }
  }
`;

interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

interface Props {
  field: FieldProps;
  /** The cluster's saved warehouse, offered whatever the search finds. */
  current: Option | null;
}

const LABEL = 'Micro warehouse';

/**
 * A cluster's micro warehouse: a search over every warehouse (name, code or city), then a
 * select of the micro ones it found; clusters run from micro warehouses only.
 */
export function MicroWarehouseSelect({ field, current }: Props) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const placeholder = <WarehouseSelect field={field} options={current ? [current] : []} disabled />;
  return (
    <>
      <FormField
        label="Find warehouse"
        name="warehouseSearch"
        type="search"
        value={typed}
        onChange={setTyped}
        placeholder="Name, code or city"
        autoComplete="off"
      />
      <Box>
        <ErrorBoundary
          resetKeys={[search]}
          fallback={<WarehouseSelect field={{ ...field, error: MSG.warehousesLoadFailed }} options={[]} disabled />}
        >
          <Suspense fallback={placeholder}>
            <FoundWarehouses field={field} current={current} search={search} />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </>
  );
}

function FoundWarehouses({ field, current, search }: Props & { search: string }) {
  // The options found before stay while a new search loads.
  const shown = useDeferredValue(search);
  const { warehouses } = useLazyLoadQuery<MicroWarehouseSelectQuery>(
    query,
    { search: shown || null },
    { fetchPolicy: 'store-and-network' },
  );
  const options = useMemo(() => {
    const found = (warehouses?.edges ?? [])
      .map((edge) => edge.node)
      .filter((w) => w.warehouseType === 'MICRO')
      .map((w): Option => ({ value: w.id, label: `${w.name} (${w.address.city})` }));
    return current && !found.some((o) => o.value === current.value) ? [current, ...found] : found;
  }, [warehouses, current]);
  const helperText = options.length === 0 ? 'No micro warehouse found: search by another name or city' : undefined;
  return <WarehouseSelect field={field} options={options} helperText={helperText} />;
}

function WarehouseSelect({
  field,
  options,
  disabled,
  helperText,
}: {
  field: FieldProps;
  options: readonly Option[];
  disabled?: boolean;
  helperText?: string | undefined;
}) {
  return (
    <FormField
      kind="select"
      label={LABEL}
      placeholder="Select micro warehouse"
      options={options}
      required
      disabled={disabled}
      {...(helperText ? { helperText } : {})}
      {...field}
    />
  );
}
