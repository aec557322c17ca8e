import { useCallback } from 'react';
import { readListParams, writeListParams, type ListParams } from './listParams';
import { useUrlFilters } from './useUrlFilters';

/**
 * An admin list's search, sort and page, kept in the URL as NDR keeps its filters (the
 * same `useUrlFilters`). `sortable` is the list's allowed columns, declared at module level.
 */
export function useListParams<S extends string>(
  sortable: readonly S[],
): [ListParams<S>, (next: ListParams<S>) => void] {
  const read = useCallback((params: URLSearchParams) => readListParams(params, sortable), [sortable]);
  return useUrlFilters<ListParams<S>>(read, writeListParams);
}
