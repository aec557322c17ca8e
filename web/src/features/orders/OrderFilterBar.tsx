import { Box, createListCollection, Portal, Select } from '@chakra-ui/react';
import type { OrderSearchField } from '../../__generated__/OrdersPageQuery.graphql';
import type { SellerFilter_viewer$key } from '../../__generated__/SellerFilter_viewer.graphql';
import { FormField } from '../../lib/FormField';
import { SellerFilter } from '../../lib/SellerFilter';
import { SearchByFilter, useSearchDraft } from '../../lib/SearchByFilter';
import { DATE_PRESETS, SEARCH_FIELDS, searchField, STATUS_OPTIONS, type OrderFilters } from './orderFilters';

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

/**
 * The orders list's filters: search by any OrderSearchField, statuses and a
 * date preset. Selects apply at once; typed search values once they settle for 500 ms.
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
      <Box w={{ base: 'full', md: '40' }}>
        <FormField
          kind="select"
          label="Created"
          name="date"
          value={filters.preset}
          onChange={(value) => {
            const preset = DATE_PRESETS.find((p) => p.value === value);
            if (preset) onChange({ ...filters, preset: preset.value });
          }}
          options={DATE_PRESETS}
        />
      </Box>
    </>
  );
}
