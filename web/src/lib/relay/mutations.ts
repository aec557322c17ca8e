import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode } from 'react-relay';
import type { MutationParameters, SelectorStoreUpdater } from 'relay-runtime';
import { notifyError } from '../toaster';

/** What every `use<Name>Mutation` hook takes: the payload on completion, and an optional error handler. */
export interface MutationCallbacks<TPayload> {
  onCompleted: (payload: TPayload) => void;
  /** Defaults to the error notification of §8. */
  onError?: (error: Error) => void;
}

/** Every mutation in the schema takes a single `input` argument. */
interface InputMutation extends MutationParameters {
  readonly variables: { readonly input: unknown };
}

/**
 * The body shared by the `use<Name>Mutation` hooks: commits `{ input }`, hands the
 * caller the one payload field, and reports transport and GraphQL errors as §8 says
 * unless the caller handles them. `updater` must be stable (declared at module level).
 */
export function useInputMutation<TMutation extends InputMutation, TField extends keyof TMutation['response']>(
  mutation: GraphQLTaggedNode,
  field: TField,
  updater?: SelectorStoreUpdater<TMutation['response']>,
) {
  const [commit, isInFlight] = useMutation<TMutation>(mutation);
  const run = useCallback(
    (
      input: TMutation['variables']['input'],
      { onCompleted, onError = notifyError }: MutationCallbacks<TMutation['response'][TField]>,
    ) => {
      commit({
        variables: { input } as TMutation['variables'],
        updater,
        onCompleted: (response) => onCompleted(response[field]),
        onError,
      });
    },
    [commit, field, updater],
  );
  return [run, isInFlight] as const;
}
