/** The sign-in page, remembering the page a signed-out visitor asked for. */
export function signInPath(origin?: string): string {
  if (!origin || origin === '/') return '/signin';
  return `/signin?next=${encodeURIComponent(origin)}`;
}

/**
 * The `next` parameter when it points inside this site, else null: anything that
 * could leave the origin (`//host`, `/\host`, `https:`) would be an open redirect.
 */
export function safeNextPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
  } catch {
    return null;
  }
}
