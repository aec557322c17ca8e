import { MSG } from '@parcelo/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useRelayEnvironment, type GraphQLTaggedNode } from 'react-relay';
import {
  getRequest,
  type MutationParameters,
  type RecordSourceSelectorProxy,
  type SelectorStoreUpdater,
  type Subscription,
} from 'relay-runtime';
import { notifyError } from '../toaster';
import { ApiError } from './environment';

/** What every `use<Name>Mutation` hook takes: the payload on completion, and an optional error handler. */
export interface MutationCallbacks<TPayload> {
  onCompleted: (payload: TPayload) => void;
  /** Defaults to the error notification. */
  onError?: (error: Error) => void;
}

export interface UnstoredMutationCallbacks<TPayload> extends MutationCallbacks<TPayload> {
  /**
   * Runs with the payload even when the page that sent the request has been left, so an
   * outcome that must not be lost (a started task) is kept; such a request runs to its end.
   */
  onPayload?: (payload: TPayload) => void;
}

/** How a hook sends its mutation. */
export interface MutationOptions {
  /**
   * The mutation creates something: its input carries an idempotency key, the same one when
   * the same input is sent again after an answer was lost (a timeout, the network gone), so
   * pressing Save again never creates twice; a new key once an answer came back.
   */
  idempotent?: boolean;
}

function newKey(): string {
  // getRandomValues, unlike randomUUID, works on a plain-http address too (a warehouse LAN).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Attaches the key for `MutationOptions.idempotent`; `answered` lets it go. */
function useIdempotencyKey(enabled: boolean | undefined) {
  const last = useRef<{ input: string; key: string } | null>(null);
  const attach = useCallback(
    <T>(input: T): T => {
      if (!enabled) return input;
      const sent = JSON.stringify(input);
      if (last.current?.input !== sent) last.current = { input: sent, key: newKey() };
      return { ...input, idempotencyKey: last.current.key };
    },
    [enabled],
  );
  const answered = useCallback(() => {
    last.current = null;
  }, []);
  return { attach, answered };
}

/** Every mutation in the schema takes a single `input` argument. */
interface InputMutation extends MutationParameters {
  readonly variables: { readonly input: unknown };
}

/**
 * The body shared by the `use<Name>Mutation` hooks: commits `{ input }`, hands the
 * caller the one payload field, and reports transport and GraphQL errors as the product says
 * unless the caller handles them. `updater` must be stable (declared at module level).
 */
export function useInputMutation<TMutation extends InputMutation, TField extends keyof TMutation['response']>(
  mutation: GraphQLTaggedNode,
  field: TField,
  updater?: SelectorStoreUpdater<TMutation['response']>,
  options: MutationOptions = {},
) {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const key = useIdempotencyKey(options.idempotent);
  const run = useCallback(
    (
      input: TMutation['variables']['input'],
      { onCompleted, onError = notifyError }: MutationCallbacks<TMutation['response'][TField]>,
    ) => {
      commit({
        variables: { input: key.attach(input) } as TMutation['variables'],
        updater,
        onCompleted: (response) => {
          key.answered();
          onCompleted(response[field]);
        },
        onError,
      });
    },
    [commit, field, updater, key],
  );
  return [run, isInFlight] as const;
}

/**
 * useInputMutation for the few mutations whose payload is screen state, not graph data: a
 * bulk sheet's preview (up to 10,000 rows of cells) and the outcome of a save. Normalising
 * such a payload would copy every row into records nothing else reads, so the response goes
 * to the caller without entering the store. The operation must have no fragment spreads,
 * since nothing would resolve them, other than unmasked ones (`@relay(mask: false)`), whose
 * fields the compiler writes into the operation.
 */
export function useUnstoredInputMutation<TMutation extends InputMutation, TField extends keyof TMutation['response']>(
  mutation: GraphQLTaggedNode,
  field: TField,
  options: MutationOptions = {},
) {
  const environment = useRelayEnvironment();
  const key = useIdempotencyKey(options.idempotent);
  const [isInFlight, setInFlight] = useState(false);
  const request = useRef<{ subscription: Subscription; keep: boolean } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // A page left mid-request does not hear back from it, unless the outcome must be kept.
      if (!request.current?.keep) request.current?.subscription.unsubscribe();
    };
  }, []);

  const run = useCallback(
    (
      input: TMutation['variables']['input'],
      { onCompleted, onError = notifyError, onPayload }: UnstoredMutationCallbacks<TMutation['response'][TField]>,
    ) => {
      request.current?.subscription.unsubscribe();
      setInFlight(true);
      const settled = () => {
        if (mounted.current) setInFlight(false);
      };
      const subscription = environment
        .getNetwork()
        .execute(getRequest(mutation).params, { input: key.attach(input) }, {})
        .subscribe({
          next: (response) => {
            const single = Array.isArray(response) ? response[0] : response;
            settled();
            // Without fragments or aliases the server's JSON is the generated response type.
            const data = single?.data as TMutation['response'] | null | undefined;
            if (data) key.answered();
            if (data) onPayload?.(data[field]);
            if (!mounted.current) return;
            if (data) onCompleted(data[field]);
            else onError(new ApiError(MSG.genericFailure, 'UNKNOWN'));
          },
          error: (error: Error) => {
            settled();
            if (mounted.current) onError(error);
          },
        });
      request.current = { subscription, keep: Boolean(onPayload) };
    },
    [environment, mutation, field, key],
  );
  return [run, isInFlight] as const;
}

/** A creating mutation: `input`, plus the connections its edge joins through `@prependEdge`/`@appendEdge`. */
interface ConnectionInputMutation extends MutationParameters {
  readonly variables: { readonly input: unknown; readonly connections: readonly string[] };
}

/**
 * The listed connections gained the payload's new edge (placed by the edge directive): their
 * 'x-y of n items' counts it too. A payload whose edge is null (userErrors) added nothing.
 */
function countNewEdge(store: RecordSourceSelectorProxy, connections: readonly string[], payload: unknown) {
  const added =
    payload !== null &&
    typeof payload === 'object' &&
    Object.entries(payload).some(([key, value]) => key.endsWith('Edge') && value != null);
  if (!added) return;
  for (const id of connections) {
    const connection = store.get(id);
    const total = connection?.getValue('totalCount');
    if (typeof total === 'number') connection!.setValue(total + 1, 'totalCount');
  }
}

/**
 * useInputMutation for mutations that add an edge to listed
 * connections with a declarative edge directive: the same callbacks and error
 * handling, and the connection IDs sent as `$connections`; the connections' counts grow
 * with the edge.
 */
export function useConnectionInputMutation<
  TMutation extends ConnectionInputMutation,
  TField extends keyof TMutation['response'],
>(mutation: GraphQLTaggedNode, field: TField, options: MutationOptions = {}) {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const key = useIdempotencyKey(options.idempotent);
  const run = useCallback(
    (
      input: TMutation['variables']['input'],
      connections: readonly string[],
      { onCompleted, onError = notifyError }: MutationCallbacks<TMutation['response'][TField]>,
    ) => {
      commit({
        variables: { input: key.attach(input), connections } as TMutation['variables'],
        updater: (store, response) => countNewEdge(store, connections, response?.[field]),
        onCompleted: (response) => {
          key.answered();
          onCompleted(response[field]);
        },
        onError,
      });
    },
    [commit, field, key],
  );
  return [run, isInFlight] as const;
}
