import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { FormField, type Option } from './FormField';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';
import { FilterPair } from './FilterPair';

/** A field a list may be searched by. */
export interface SearchField<F extends string> extends Option {
  value: F;
  /** Fields with a fixed set of values get a select rather than a text box. */
  choices?: readonly Option[];
}

interface Props<F extends string> {
  /** The fields one may search by (SKU/Title, WSIN/Product Title, the orders' fields). */
  fields: readonly SearchField<F>[];
  by: F;
  onByChange: (by: F) => void;
  /** The typed text (debounced by the list or by `useSearchDraft`), or a fixed-choice field's value. */
  text: string;
  onTextChange: (text: string) => void;
  /** Names the text box, e.g. "Search products"; by default the chosen field's label, e.g. "AWB". */
  label?: string;
  /** The text box's name. */
  name?: string;
  /** The widths of the select and of the text box from `md` up. */
  widths?: readonly [by: string, text: string];
}

/** A list's search: which field, then the text (or, for a fixed-choice field, its value). */
export function SearchByFilter<F extends string>({
  fields,
  by,
  onByChange,
  text,
  onTextChange,
  label,
  name = 'search',
  widths = ['40', '60'],
}: Props<F>) {
  const options: readonly Option[] = fields;
  const current = fields.find((field) => field.value === by) ?? fields[0];
  const textLabel = label ?? current?.label ?? '';
  return (
    <FilterPair>
      <Box w={{ base: 'full', md: widths[0] }}>
        <FormField
          kind="select"
          label="Search by"
          name="searchBy"
          value={by}
          onChange={(value) => {
            const next = fields.find((field) => field.value === value);
            if (next) onByChange(next.value);
          }}
          options={options}
        />
      </Box>
      <Box w={{ base: 'full', md: widths[1] }}>
        {current?.choices ? (
          <FormField
            kind="select"
            label={textLabel}
            name={name}
            value={text}
            onChange={onTextChange}
            options={current.choices}
            placeholder="Any"
          />
        ) : (
          <FormField
            label={textLabel}
            name={name}
            type="search"
            value={text}
            onChange={onTextChange}
            placeholder={current ? `Search by ${current.label}` : undefined}
            autoComplete="off"
          />
        )}
      </Box>
    </FilterPair>
  );
}

/**
 * The text of a filter bar's search box over the filter's applied `value`: what is typed
 * is applied once it settles for 500 ms (trimmed), and a value changed under the box
 * (Back, a link, the list's tab) replaces it, so the box shows what the list shows.
 */
export function useSearchDraft(
  value: string,
  apply: (value: string) => void,
): [string, Dispatch<SetStateAction<string>>] {
  const [draft, setDraft] = useState(value);
  const settled = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  // The effects below act on the newest value without re-running when it changes.
  const latest = useRef({ value, apply });
  latest.current = { value, apply };

  useEffect(() => {
    const current = latest.current;
    if (settled.trim() !== current.value) current.apply(settled.trim());
  }, [settled]);

  useEffect(() => {
    setDraft((typed) => (typed.trim() === value ? typed : value));
  }, [value]);

  return [draft, setDraft];
}
