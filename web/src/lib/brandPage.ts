import { useEffect } from 'react';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { redirect } from 'react-router';
import { loadRouteQuery } from './relay/routeQuery';
import { storeCompany, storedCompanyUrl } from './storedCompany';

/*
 * Admin pages that work one brand at a time and remember it (D2R's invoices and credit notes):
 * opened without a brand in the URL, they open on the one chosen last; the brand shown is
 * remembered again, whether picked here or opened from a link.
 */

/**
 * The page's loader: the remembered brand's URL, or the route query with the brand's node read
 * beside the list (`companyId`, `withCompany`) when the URL names one.
 */
export function loadBrandPage<T extends OperationType>(
  request: Request,
  scope: string,
  query: GraphQLTaggedNode,
  variables: Omit<T['variables'], 'companyId' | 'withCompany'> & { company: string | null },
) {
  const remembered = storedCompanyUrl(request, scope);
  if (remembered) return redirect(remembered);
  return loadRouteQuery<T>(query, {
    ...variables,
    companyId: variables.company ?? '',
    withCompany: variables.company !== null,
  } as T['variables']);
}

/** Remembers the brand the page shows; answers how to choose another (or none: "All brands"). */
export function useRememberedBrand(scope: string, shownId: string | null, choose: (company: string | null) => void) {
  useEffect(() => {
    if (shownId) storeCompany(scope, shownId);
  }, [scope, shownId]);
  // Remembered before the URL changes, so the page's loader does not bring the old one back.
  return (company: string | null) => {
    storeCompany(scope, company);
    choose(company);
  };
}
