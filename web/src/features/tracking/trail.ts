/** A tracking trail entry: when, the status, what happened, and where. */
export interface TrailEntry {
  readonly createdAt: string;
  readonly status: { readonly code: string; readonly label: string; readonly tone: string };
  readonly description: string;
  readonly city: string | null | undefined;
}

/** Newest first, whatever order the entries came in; entries at the same moment keep theirs. */
export function newestFirst<E extends { readonly createdAt: string }>(entries: readonly E[]): E[] {
  return entries
    .map((entry, index) => ({ entry, index, at: Date.parse(entry.createdAt) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ entry }) => entry);
}
