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

/** Pages the server renders rather than the router (GraphiQL at /graphql). */
const SERVER_PAGES = ['/graphql'];

/**
 * Goes to a remembered origin: through the router for app pages, by a full load for
 * pages the server renders, which the router does not know.
 */
export function goTo(
  path: string,
  navigate: (to: string, options: { replace: boolean }) => void | Promise<void>,
): void {
  if (SERVER_PAGES.some((p) => path === p || path.startsWith(`${p}?`))) window.location.assign(path);
  else void navigate(path, { replace: true });
}

/** The verify-OTP step for an attempt, keeping where the user was going. */
export function verifyOtpPath(attempt: number, next?: string | null): string {
  return `/verify-otp?attempt=${attempt}${next && next !== '/' ? `&next=${encodeURIComponent(next)}` : ''}`;
}

/** The Lightning driver's phone page, where a driver signs in by phone and works its trips. */
export const DRIVER_HOME = '/driver';

/** The D2R field team's phone page, where salesmen and promoters sign in by phone and work. */
export const FIELD_HOME = '/field';
