import { Box, createListCollection, Portal, Select, Tag } from '@chakra-ui/react';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OrderFilterBarWarehouseQuery } from '../../__generated__/OrderFilterBarWarehouseQuery.graphql';
import type { OrderSearchField } from '../../__generated__/OrdersPageQuery.graphql';
import type { SellerFilter_viewer$key } from '../../__generated__/SellerFilter_viewer.graphql';
import { formatIndianDay } from '../../lib/format';
import { FilterPair } from '../../lib/FilterPair';
import { FormField } from '../../lib/FormField';
import { SellerFilter } from '../../lib/SellerFilter';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { readWarehouseOption } from '../warehouses/useWarehouseOptions';
import {
  ALL_DATES_HINT,
  DATE_PRESETS,
  hasDays,
  SEARCH_FIELDS,
  searchField,
  searchesAllDates,
  STATUS_OPTIONS,
  type OrderFilters,
} from './orderFilters';

const statusCollection = createListCollection({ items: STATUS_OPTIONS });

function statusSummary(codes: readonly string[]): string | undefined {
  const [first, ...rest] = codes.map((code) => STATUS_OPTIONS.find((option) => option.value === code)?.label ?? code);
  if (!first) return undefined;
  return rest.length > 0 ? `${first} +${rest.length} more` : first;
}

interface Props {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
  viewer: SellerFilter_viewer$key | null | undefined;
}

/** The Created select's entry for days of their own (a dashboard's link). */
const CUSTOM_DAYS = 'CUSTOM';
/** Its only entry while the search looks across all dates. */
const ALL_DATES = 'ALL';

/**
 * The orders list's filters: search by any OrderSearchField, statuses and a date preset (or
 * the days a link named), and the warehouse a link named. Selects apply at once; typed search
 * values once they settle for 500 ms.
 */
export function OrderFilterBar({ filters, onChange, viewer }: Props) {
  const field = searchField(filters.by);
  const [draft, setDraft] = useSearchDraft(filters.value, (value) => onChange({ ...filters, value }));

  const changeField = (by: OrderSearchField) => {
    const next = searchField(by);
    // Typed text carries over between text fields; a fixed-choice field starts empty.
    const keep = !field.choices && !next.choices;
    const nextValue = keep ? draft.trim() : '';
    if (!keep) setDraft('');
    onChange({ ...filters, by: next.value, value: nextValue });
  };

  const custom = hasDays(filters);
  // An order's own identifier finds it of any date: the range is off, and says so.
  const allDates = searchesAllDates(filters);
  const createdOptions = allDates
    ? [{ value: ALL_DATES, label: 'All dates' }]
    : custom
      ? [
          ...DATE_PRESETS,
          { value: CUSTOM_DAYS, label: `${formatIndianDay(filters.from)} – ${formatIndianDay(filters.to)}` },
        ]
      : DATE_PRESETS;

  const chooseValue = (value: string) => {
    setDraft(value);
    onChange({ ...filters, value });
  };

  return (
    <>
      <SellerFilter viewer={viewer} value={filters.seller} onChange={(seller) => onChange({ ...filters, seller })} />
      <SearchByFilter
        fields={SEARCH_FIELDS}
        by={filters.by}
        onByChange={changeField}
        // A fixed-choice field's value applies at once; typed text once it settles.
        text={field.choices ? filters.value : draft}
        onTextChange={field.choices ? chooseValue : setDraft}
        name="searchValue"
        widths={['44', '56']}
      />
      <FilterPair>
        <Box w={{ base: 'full', md: '56' }}>
          <Select.Root
            multiple
            collection={statusCollection}
            value={[...filters.statuses]}
            onValueChange={(details) => onChange({ ...filters, statuses: details.value })}
            positioning={{ sameWidth: true }}
          >
            <Select.HiddenSelect />
            <Select.Label>Status</Select.Label>
            <Select.Control>
              <Select.Trigger>
                <Select.ValueText placeholder="All statuses">{statusSummary(filters.statuses)}</Select.ValueText>
              </Select.Trigger>
              <Select.IndicatorGroup>
                {filters.statuses.length > 0 && <Select.ClearTrigger aria-label="Clear statuses" />}
                <Select.Indicator />
              </Select.IndicatorGroup>
            </Select.Control>
            <Portal>
              <Select.Positioner>
                <Select.Content maxH="80">
                  {statusCollection.items.map((item) => (
                    <Select.Item key={item.value} item={item}>
                      <Select.ItemText>{item.label}</Select.ItemText>
                      <Select.ItemIndicator />
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Positioner>
            </Portal>
          </Select.Root>
        </Box>
        <Box w={{ base: 'full', md: custom || allDates ? '56' : '40' }}>
          <FormField
            kind="select"
            label="Created"
            name="date"
            value={allDates ? ALL_DATES : custom ? CUSTOM_DAYS : filters.preset}
            disabled={allDates}
            helperText={allDates ? ALL_DATES_HINT : undefined}
            onChange={(value) => {
              const preset = DATE_PRESETS.find((p) => p.value === value);
              if (preset) onChange({ ...filters, preset: preset.value, from: '', to: '' });
            }}
            options={createdOptions}
          />
        </Box>
      </FilterPair>
      {filters.warehouse && (
        <WarehouseChip id={filters.warehouse} onRemove={() => onChange({ ...filters, warehouse: '' })} />
      )}
    </>
  );
}

const warehouseQuery = graphql`
  query OrderFilterBarWarehouseQuery($id: ID!) {
    node(id: $id) {
      ... on Warehouse @alias(as: "warehouse") {
        ...useWarehouseOptions_warehouse
      }
    }
  }
`;

/** The warehouse filter a link set, named once its name is known, and removable. */
function WarehouseChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const fallback = <WarehouseChipTag name="one warehouse" onRemove={onRemove} />;
  return (
    <ErrorBoundary resetKeys={[id]} fallback={fallback}>
      <Suspense fallback={fallback}>
        <NamedWarehouseChip id={id} onRemove={onRemove} />
      </Suspense>
    </ErrorBoundary>
  );
}

function NamedWarehouseChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const { node } = useLazyLoadQuery<OrderFilterBarWarehouseQuery>(warehouseQuery, { id });
  // Anything but a warehouse the viewer may see has no name to show; the filter still applies.
  const name = node?.warehouse ? readWarehouseOption(node.warehouse).label : 'one warehouse';
  return <WarehouseChipTag name={name} onRemove={onRemove} />;
}

function WarehouseChipTag({ name, onRemove }: { name: string; onRemove: () => void }) {
  return (
    <Tag.Root
      size="lg"
      variant="subtle"
      colorPalette="blue"
      alignSelf={{ base: 'flex-start', md: 'flex-end' }}
      mb={{ md: '1.5' }}
    >
      <Tag.Label>Warehouse: {name}</Tag.Label>
      <Tag.EndElement>
        <Tag.CloseTrigger aria-label="Remove the warehouse filter" onClick={onRemove} />
      </Tag.EndElement>
    </Tag.Root>
  );
}
