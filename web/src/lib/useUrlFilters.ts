import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A list's filters, kept in the URL so a reload or a shared link shows the same list.
 * `read` gives the filters a URL stands for; `write` writes them into a copy of the
 * parameters, keeping the others (an open drawer's record). Both are stable (declared
 * at module level).
 *
 * The screen works from its own copy, which changes at once: the router applies
 * search-parameter changes a moment later and without queueing them, so two quick
 * changes (two statuses ticked) would otherwise be built on a stale URL and the first
 * would be lost. URL changes the screen did not make (Back, a link, the list's tab)
 * replace the copy.
 */
export function useUrlFilters<F>(
  read: (params: URLSearchParams) => F,
  write: (params: URLSearchParams, filters: F) => URLSearchParams,
): [F, (next: F) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => read(searchParams), [read, searchParams]);
  // The filters' part of the URL, as a comparable key.
  const keyOf = useCallback((filters: F) => write(new URLSearchParams(), filters).toString(), [write]);
  const urlKey = keyOf(fromUrl);
  const [filters, setFilters] = useState(fromUrl);
  const seenUrlKey = useRef(urlKey);
  // Keys written to the URL that it has not shown yet, oldest first.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    if (urlKey === seenUrlKey.current) return;
    seenUrlKey.current = urlKey;
    const at = pending.current.indexOf(urlKey);
    if (at >= 0) {
      pending.current = pending.current.slice(at + 1);
      return;
    }
    pending.current = [];
    setFilters(fromUrl);
  }, [urlKey, fromUrl]);

  const change = useCallback(
    (next: F) => {
      setFilters(next);
      const key = keyOf(next);
      if (pending.current.length === 0 && key === seenUrlKey.current) return;
      pending.current.push(key);
      // From the address as it is now, not as this render saw it: a drawer closed a moment
      // ago (not yet rendered) must not come back with the filter.
      setSearchParams(() => write(new URLSearchParams(window.location.search), next), { replace: true });
    },
    [keyOf, write, setSearchParams],
  );

  return [filters, change];
}

/**
 * The `shouldRevalidate` of a page keeping its filters (and open drawer) in the URL: their
 * changes only touch the search parameters, and the page refetches what changed, so the
 * route's query is loaded again only for another path.
 */
export function revalidateOnPathChange({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * The `shouldRevalidate` of an admin page narrowed to a brand by `?company=`: filter changes
 * refetch only its list, while another company loads the route's query again (which also
 * names the company for its picker).
 */
export function revalidateOnCompanyChange({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('company') !== nextUrl.searchParams.get('company');
}
