/*
 * The brand an admin last chose on pages that work one brand at a time (D2R's invoices,
 * retail discount and beats), remembered in this browser so the page opens on it again.
 * The URL's `?company=` still says which brand a page shows; the remembered one only fills
 * it in when a page is opened without one.
 */

const KEY_PREFIX = 'parcelo.company.';

/** The D2R pages that share one remembered brand (invoices, credit notes, retail discount, beats). */
export const D2R_COMPANY_SCOPE = 'd2r';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (a private window's settings): nothing is remembered.
    return null;
  }
}

/** The company id remembered for `scope` ('d2r'), or null. */
export function readStoredCompany(scope: string): string | null {
  try {
    return storage()?.getItem(KEY_PREFIX + scope) || null;
  } catch {
    return null;
  }
}

/** Remembers the company chosen for `scope`; null forgets it ("All brands"). */
export function storeCompany(scope: string, company: string | null): void {
  try {
    const s = storage();
    if (!s) return;
    if (company) s.setItem(KEY_PREFIX + scope, company);
    else s.removeItem(KEY_PREFIX + scope);
  } catch {
    // A full or refused storage only means the choice is not remembered.
  }
}

/**
 * For a route loader: the same address with the remembered company as `?company=`, when the
 * address names none and one is remembered; null otherwise. The loader returns it as a
 * redirect, so the page loads (and its link reads) the brand it shows.
 */
export function storedCompanyUrl(request: Request, scope: string): string | null {
  const url = new URL(request.url);
  if (url.searchParams.has('company')) return null;
  const company = readStoredCompany(scope);
  if (!company) return null;
  url.searchParams.set('company', company);
  return `${url.pathname}${url.search}`;
}
