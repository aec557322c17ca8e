/** A Relay connection as the app reads it: a page of edges, each holding one node. */
interface Connection<N> {
  readonly edges: readonly { readonly node: N }[];
}

/** The nodes of a connection's page, in order; a connection that did not load has none. */
export function connectionNodes<N>(connection: Connection<N> | null | undefined): N[] {
  return connection?.edges.map((edge) => edge.node) ?? [];
}
