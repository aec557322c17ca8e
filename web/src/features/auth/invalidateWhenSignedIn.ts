import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * The updater of the mutations that start a session or change what it may do (sign-in,
 * sign-up, OTP verification). Once the payload carries a viewer, every cached record is
 * stale, the signed-out viewer above all, so the route guards ask the server again.
 */
export function invalidateWhenSignedIn<K extends string>(field: K) {
  return (
    store: RecordSourceSelectorProxy,
    data: { readonly [P in K]: { readonly viewer?: unknown } } | null | undefined,
  ) => {
    if (data?.[field].viewer) store.invalidateStore();
  };
}
