import { useSyncExternalStore } from 'react';

/*
 * A channel's sync is offered once per page load. Which channels have been synced
 * lives here, outside any component, so that leaving the orders page and coming back
 * does not offer it again; a reload starts afresh.
 */

let synced: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

export function markSynced(shopType: string): void {
  synced = new Set(synced).add(shopType);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shop types synced since the page loaded. */
export function useSyncedChannels(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, () => synced);
}
