import { isIsoDate } from '../../lib/format';
import type { SearchField } from '../../lib/SearchByFilter';

/*
 * The inventory list's filters and how they sit in the URL, so a reload or a shared
 * link shows the same list:
 *   warehouse=<Warehouse global id>   absent for every warehouse
 *   seller=<Company global id>        a warehouse operator's one seller (absent for all)
 *   search=<SKU|TITLE>:<value>        e.g. search=SKU:CHAI (the field alone keeps the choice)
 *   asOf=<YYYY-MM-DD>                 the figures at the end of that day in India (absent for now)
 *   row=<InventoryRow global id>      the row whose trail drawer is open (not a filter; kept as is)
 */

/** The schema's InventorySearchField (inventory search: SKU/Title). */
export type InventorySearchField = 'SKU' | 'TITLE';

export interface InventoryFilters {
  /** A warehouse's global id; empty for every warehouse. */
  warehouse: string;
  by: InventorySearchField;
  /** Trimmed; empty means no search. */
  value: string;
  /** A warehouse operator's one seller (its Company id); empty for every seller. */
  seller: string;
  /** A day (YYYY-MM-DD) whose end the figures are shown at; empty for the live figures. */
  asOf: string;
}

export const SEARCH_FIELDS: readonly SearchField<InventorySearchField>[] = [
  { value: 'SKU', label: 'SKU' },
  { value: 'TITLE', label: 'Title' },
];

export const DEFAULT_FILTERS: InventoryFilters = { warehouse: '', by: 'SKU', value: '', seller: '', asOf: '' };

/** The URL parameter naming the row whose trail drawer is open. */
export const ROW_PARAM = 'row';

function isSearchField(value: string): value is InventorySearchField {
  return SEARCH_FIELDS.some((field) => field.value === value);
}

/** The filters a URL stands for; anything unknown or malformed falls back to the default. */
export function readFilters(params: URLSearchParams): InventoryFilters {
  let { by, value } = DEFAULT_FILTERS;
  const search = params.get('search');
  if (search) {
    const colon = search.indexOf(':');
    const field = colon < 0 ? search : search.slice(0, colon);
    if (isSearchField(field)) {
      by = field;
      value = colon < 0 ? '' : search.slice(colon + 1).trim();
    }
  }
  const warehouse = params.get('warehouse')?.trim() ?? '';
  const seller = params.get('seller')?.trim() ?? '';
  const asOf = params.get('asOf')?.trim() ?? '';
  return { warehouse, by, value, seller, asOf: isIsoDate(asOf) ? asOf : '' };
}

/** `params` with the filters written in; other parameters (the open row) are kept. */
export function writeFilters(params: URLSearchParams, filters: InventoryFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  const warehouse = filters.warehouse.trim();
  if (warehouse) next.set('warehouse', warehouse);
  else next.delete('warehouse');
  const value = filters.value.trim();
  if (value || filters.by !== DEFAULT_FILTERS.by) next.set('search', `${filters.by}:${value}`);
  else next.delete('search');
  if (filters.seller) next.set('seller', filters.seller);
  else next.delete('seller');
  if (filters.asOf) next.set('asOf', filters.asOf);
  else next.delete('asOf');
  return next;
}

export interface InventoryFilterVariables {
  warehouse: string | null;
  search: { by: InventorySearchField; value: string } | null;
  company: string | null;
  asOf: string | null;
}

/** The `inventory` arguments the filters stand for. Key order is fixed: the table compares them as JSON. */
export function filterVariables(filters: InventoryFilters): InventoryFilterVariables {
  const warehouse = filters.warehouse.trim();
  const value = filters.value.trim();
  return {
    warehouse: warehouse || null,
    search: value ? { by: filters.by, value } : null,
    company: filters.seller || null,
    asOf: filters.asOf || null,
  };
}
