import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphQLError } from 'graphql';
import { isAdmin } from './context.js';
import type { Principal } from './upstream/models.js';

/**
 * Every operation of the web app, by its SHA-256, as relay-compiler writes them
 * (relay.config.js `persistConfig`) whenever it runs: `npm run relay`, `npm run typecheck`
 * and `npm run build`. Generated, so never stale in a clean clone.
 */
export const PERSISTED_DOCUMENTS_FILE = fileURLToPath(new URL('../../web/persisted-queries.json', import.meta.url));

export interface TrustedDocuments {
  /** Whether only known documents are taken from anyone but admins. */
  enforced: boolean;
  text(id: string): string | undefined;
}

function read(file: string): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return new Map(Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * The web app's documents, read once at start. Enforced, a missing file stops the start (no
 * page could work); otherwise an unknown id reads the file again, since a developer may have
 * recompiled the web app while the BFF runs.
 */
export function loadTrustedDocuments(enforced: boolean, file = PERSISTED_DOCUMENTS_FILE): TrustedDocuments {
  if (enforced && !existsSync(file)) {
    throw new Error(`Trusted documents are on but ${file} is missing: run npm run build (or npm run relay) first`);
  }
  let documents = read(file);
  return {
    enforced,
    text(id) {
      const known = documents.get(id);
      if (known !== undefined || enforced) return known;
      documents = read(file);
      return documents.get(id);
    },
  };
}

/** What a GraphQL request says it runs: a document's text, or the id of a persisted one. */
export interface RequestedDocument {
  query?: unknown;
  documentId?: unknown;
  extensions?: unknown;
}

/** The id as the web app sends it (`documentId`, or in `extensions` over the websocket, as Relay's `doc_id` too). */
export function documentIdOf(request: RequestedDocument & { doc_id?: unknown }): string | undefined {
  const extensions = typeof request.extensions === 'object' && request.extensions !== null ? request.extensions : {};
  const id = request.documentId ?? request.doc_id ?? (extensions as { documentId?: unknown }).documentId;
  return typeof id === 'string' ? id : undefined;
}

/** `http` sets the status of an HTTP answer; a refused document is the caller's fault, 400. */
const refusal = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code, http: { status: 400 } } });

export const persistedDocumentRequired = () =>
  refusal('Only the web app’s own operations are accepted here; send its documentId.', 'PERSISTED_QUERY_REQUIRED');

export const persistedDocumentNotFound = () =>
  refusal('This documentId is not one of the web app’s operations. Reload the page.', 'PERSISTED_QUERY_NOT_FOUND');

/**
 * Who may send a document of their own while trusted documents are on: admins (support in
 * GraphiQL), and API keys, which exist for sellers' own scripts and integrations: those write
 * their own queries, so holding them to the web app's documents would leave the API nothing to
 * do. What an API key may run is bounded as anyone's is (document limits, cost budget) and it
 * reaches only its company's data; the rule is there to keep a stolen browser session from
 * probing the schema, and a key is a credential the seller chose to hand to a program.
 */
export const sendsOwnDocuments = (p: Principal) => isAdmin(p) || Boolean(p.apiKeyId);

/**
 * The text a request runs: a known id's document, or its own text when free text is allowed
 * to it (trusted documents off, an admin, or an API key). Refuses an unknown id, and free text
 * from anyone else while trusted documents are on.
 */
export async function admitDocument(
  documents: TrustedDocuments,
  request: RequestedDocument,
  viewer: () => Promise<Principal | null>,
): Promise<{ query: string | undefined } | GraphQLError> {
  const id = documentIdOf(request);
  if (id !== undefined) {
    const text = documents.text(id);
    return text === undefined ? persistedDocumentNotFound() : { query: text };
  }
  const query = typeof request.query === 'string' ? request.query : undefined;
  if (!documents.enforced) return { query };
  const who = await viewer().catch(() => null);
  return who && sendsOwnDocuments(who) ? { query } : persistedDocumentRequired();
}
