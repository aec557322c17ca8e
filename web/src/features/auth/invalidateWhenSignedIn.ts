import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { rememberSession, type Session } from '../../lib/guards';
import type { MutationCallbacks } from '../../lib/relay/mutations';

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

/**
 * A session-starting mutation's send, with its answer remembered as the session (rememberSession)
 * before the caller moves on, so the next page's guards need not ask the server.
 */
export function rememberingSession<TInput, TPayload extends { readonly viewer?: Session | null }>(
  send: (input: TInput, callbacks: MutationCallbacks<TPayload>) => void,
) {
  return (input: TInput, callbacks: MutationCallbacks<TPayload>) =>
    send(input, {
      ...callbacks,
      onCompleted: (payload) => {
        if (payload.viewer) rememberSession(payload.viewer);
        callbacks.onCompleted(payload);
      },
    });
}
