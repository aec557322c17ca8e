import { istToday } from '@parcelo/common';
import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InventoryFilterBar_query$key } from '../../__generated__/InventoryFilterBar_query.graphql';
import { DateField } from '../../lib/DateField';
import { FormField } from '../../lib/FormField';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { SellerFilter } from '../../lib/SellerFilter';
import { useWarehouseOptions } from '../warehouses/useWarehouseOptions';
import { SEARCH_FIELDS, type InventoryFilters } from './inventoryFilters';

const fragment = graphql`
  fragment InventoryFilterBar_query on Query {
    ...useWarehouseOptions_query
    viewer {
      ...SellerFilter_viewer
    }
  }
`;

interface Props {
  query: InventoryFilterBar_query$key;
  filters: InventoryFilters;
  onChange: (filters: InventoryFilters) => void;
}

/**
 * The inventory list's filters: the viewer's warehouse, a search by SKU or Title, and the day
 * whose end the figures are shown at (empty for now). Selects and the day apply at once; typed
 * search values once they settle for 500 ms.
 */
export function InventoryFilterBar({ query, filters, onChange }: Props) {
  const data = useFragment(fragment, query);
  const listed = useWarehouseOptions(data);
  const [draft, setDraft] = useSearchDraft(filters.value, (value) => onChange({ ...filters, value }));

  // A warehouse named by the URL but past the first 50 stays chosen rather than silently changing.
  const warehouseOptions = useMemo(
    () =>
      filters.warehouse && !listed.some((option) => option.value === filters.warehouse)
        ? [...listed, { value: filters.warehouse, label: 'Other warehouse' }]
        : listed,
    [listed, filters.warehouse],
  );

  return (
    <>
      <SellerFilter
        viewer={data.viewer}
        value={filters.seller}
        onChange={(seller) => onChange({ ...filters, seller })}
      />
      <Box w={{ base: 'full', md: '60' }}>
        <FormField
          kind="select"
          label="Warehouse"
          name="warehouse"
          value={filters.warehouse}
          onChange={(warehouse) => onChange({ ...filters, warehouse })}
          options={warehouseOptions}
          placeholder="All warehouses"
        />
      </Box>
      <SearchByFilter
        fields={SEARCH_FIELDS}
        by={filters.by}
        onByChange={(by) => onChange({ ...filters, by, value: draft.trim() })}
        text={draft}
        onTextChange={setDraft}
        widths={['36', '56']}
      />
      <Box w={{ base: 'full', md: '44' }}>
        <DateField
          label="As of date"
          name="asOf"
          value={filters.asOf}
          onChange={(asOf) => onChange({ ...filters, asOf })}
          max={istToday()}
        />
      </Box>
    </>
  );
}
