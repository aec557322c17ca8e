import { FIELD_USER_TYPES } from '@parcelo/common';
import { listVariables, readListParams, writeListParams, type ListParams } from '../../lib/listParams';
import type { SearchField } from '../../lib/SearchByFilter';

/** Salesmen take retailers' orders and collect; promoters count the brand's stock in shops. */
export type FieldRole = 'SALESMAN' | 'PROMOTER';

/** What each role's page calls one of them and its user type code (the CSV's `usertype`). */
export const ROLE_WORDS: Record<FieldRole, { one: string; many: string; title: string; code: string }> = {
  SALESMAN: { one: 'salesman', many: 'salesmen', title: 'Salesmen', code: FIELD_USER_TYPES.salesman },
  PROMOTER: { one: 'promoter', many: 'promoters', title: 'Promoter', code: FIELD_USER_TYPES.promoter },
};

export const FIELD_PERSON_SORTS = ['CREATED_AT', 'NAME'] as const;
export type FieldPersonSortBy = (typeof FIELD_PERSON_SORTS)[number];

export type FieldPersonSearchBy = 'NAME' | 'PHONE' | 'ACTIVE';
export const FIELD_PERSON_SEARCH_FIELDS: readonly SearchField<FieldPersonSearchBy>[] = [
  { value: 'NAME', label: 'Name' },
  { value: 'PHONE', label: 'Phone' },
  {
    value: 'ACTIVE',
    label: 'Active',
    // The API reads 'active' or 'inactive' for this field.
    choices: [
      { value: 'active', label: 'Active' },
      { value: 'inactive', label: 'Inactive' },
    ],
  },
];

/** The open person's drawer: ?person=<id>. */
export const PERSON_PARAM = 'person';

/**
 * A field team list in the URL: the list's search, sort and page, plus
 *   company=<id>   one brand's people (absent for every brand's)
 *   by=PHONE|ACTIVE   what the search looks in (absent for Name)
 */
export interface FieldPeopleList extends ListParams<FieldPersonSortBy> {
  company: string | null;
  by: FieldPersonSearchBy;
}

export function readFieldPeopleList(params: URLSearchParams): FieldPeopleList {
  const by = FIELD_PERSON_SEARCH_FIELDS.find((field) => field.value === params.get('by'))?.value ?? 'NAME';
  return { ...readListParams(params, FIELD_PERSON_SORTS), company: params.get('company') || null, by };
}

export function writeFieldPeopleList(params: URLSearchParams, list: FieldPeopleList): URLSearchParams {
  const next = writeListParams(params, list);
  next.delete('by');
  next.delete('company');
  if (list.company) next.set('company', list.company);
  if (list.by !== 'NAME') next.set('by', list.by);
  return next;
}

/** What the list's connection is fetched with (the route's query and every refetch). */
export const fieldPeopleVariables = (list: Pick<FieldPeopleList, 'company' | 'by' | 'search' | 'sort'>) => ({
  company: list.company,
  search: list.search || null,
  searchBy: list.by,
  sort: list.sort,
});

/** The route query's variables for a URL: the filters and every row up to the page shown. */
export function fieldPeopleRouteVariables(params: URLSearchParams) {
  const list = readFieldPeopleList(params);
  return { ...fieldPeopleVariables(list), first: listVariables(list).first };
}

/** The CSV of a brand's people of the page's role (the export is per brand, unfiltered). */
export function fieldPeopleExportUrl(role: FieldRole, company: string) {
  return `/files/field-people.csv?${new URLSearchParams({ company, usertype: ROLE_WORDS[role].code }).toString()}`;
}
