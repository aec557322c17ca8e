import { useEffect } from 'react';
import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay';
import type { OperationType } from 'relay-runtime';
import { useLoaderData } from 'react-router';
import { environment } from './environment';

/**
 * References handed out by route loaders, per query. A route's previous reference is
 * released once its successor is on screen, so each route keeps exactly one query
 * retained (the one it shows) and navigating back renders from the store at once.
 */
const handedOut = new Map<string, Set<PreloadedQuery<OperationType>>>();

/** Starts a route's query from its loader, before the route renders. */
export function loadRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
): PreloadedQuery<T> {
  const reference = loadQuery<T>(environment, query, variables, { fetchPolicy: 'store-and-network' });
  const refs = handedOut.get(reference.name) ?? new Set();
  refs.add(reference);
  handedOut.set(reference.name, refs);
  return reference;
}

function isPreloadedQuery(value: unknown): value is PreloadedQuery<OperationType> {
  return typeof value === 'object' && value !== null && 'kind' in value && value.kind === 'PreloadedQuery';
}

/** Reads the query the current route's loader started with `loadRouteQuery`. */
export function useRouteQuery<T extends OperationType>(query: GraphQLTaggedNode): T['response'] {
  const loaded: unknown = useLoaderData();
  if (!isPreloadedQuery(loaded)) throw new Error('This route has no loader that calls loadRouteQuery.');
  const reference = loaded as PreloadedQuery<T>;

  useEffect(() => {
    const refs = handedOut.get(reference.name);
    if (!refs) return;
    for (const older of refs) {
      if (older !== reference) {
        older.dispose();
        refs.delete(older);
      }
    }
  }, [reference]);

  return usePreloadedQuery<T>(query, reference);
}
