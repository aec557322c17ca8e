import { Box, createListCollection, Portal, Select } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../lib/FormField';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../../lib/useDebouncedValue';
import { DATE_PRESETS, SEARCH_FIELDS, searchField, STATUS_OPTIONS, type OrderFilters } from './orderFilters';

const statusCollection = createListCollection({ items: STATUS_OPTIONS });
const searchFieldOptions = SEARCH_FIELDS.map(({ value, label }) => ({ value, label }));

function statusSummary(codes: readonly string[]): string | undefined {
  const [first, ...rest] = codes.map((code) => STATUS_OPTIONS.find((option) => option.value === code)?.label ?? code);
  if (!first) return undefined;
  return rest.length > 0 ? `${first} +${rest.length} more` : first;
}

interface Props {
  filters: OrderFilters;
  onChange: (filters: OrderFilters) => void;
}

/**
 * The orders list's filters (§3, §9): search by any OrderSearchField, statuses and a
 * date preset. Selects apply at once; typed search values once they settle for 500 ms.
 */
export function OrderFilterBar({ filters, onChange }: Props) {
  const field = searchField(filters.by);
  const [draft, setDraft] = useState(filters.value);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  // The effects below act on the newest filters without re-running when they change.
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };

  useEffect(() => {
    const current = latest.current.filters;
    if (settled.trim() !== current.value) latest.current.onChange({ ...current, value: settled.trim() });
  }, [settled]);

  useEffect(() => {
    // The filters changed under the box (Back, a link, the Orders tab): show what the list shows.
    setDraft((typed) => (typed.trim() === filters.value ? typed : filters.value));
  }, [filters.value]);

  const changeField = (value: string) => {
    const next = SEARCH_FIELDS.find((f) => f.value === value);
    if (!next) return;
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
      <Box w={{ base: 'full', md: '44' }}>
        <FormField
          kind="select"
          label="Search by"
          name="searchBy"
          value={filters.by}
          onChange={changeField}
          options={searchFieldOptions}
        />
      </Box>
      <Box w={{ base: 'full', md: '56' }}>
        {field.choices ? (
          <FormField
            kind="select"
            label={field.label}
            name="searchValue"
            value={filters.value}
            onChange={chooseValue}
            options={field.choices}
            placeholder="Any"
          />
        ) : (
          <FormField
            label={field.label}
            name="searchValue"
            type="search"
            value={draft}
            onChange={setDraft}
            placeholder={`Search by ${field.label}`}
            autoComplete="off"
          />
        )}
      </Box>
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
