import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** Another company loads the route's query again (its picker names it); other filters refetch the table. */
export function companyShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  return currentUrl.searchParams.get('company') !== nextUrl.searchParams.get('company');
}
