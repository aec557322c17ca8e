import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import type { Session } from './client.js';

/**
 * A graphql-ws client that carries a session's cookie, as a browser tab would; it does not
 * reconnect unless `options` say so (the web app's does, with graphql-ws's five tries).
 */
export function wsClient(session: Session, url = session.url, options: Partial<ClientOptions> = {}): Client {
  const cookie = session.cookie ?? '';
  class CookieWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie } });
    }
  }
  return createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: CookieWebSocket,
    lazy: true,
    retryAttempts: 0,
    ...options,
  });
}

/** Collects a subscription's payloads until `done` says stop (or it ends). */
export function collect<T>(
  client: Client,
  query: string,
  variables: Record<string, unknown>,
  done: (data: T) => boolean,
): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const seen: T[] = [];
    const stop = client.subscribe<T>(
      { query, variables },
      {
        next: (value) => {
          if (value.errors?.length) return reject(new Error(JSON.stringify(value.errors)));
          seen.push(value.data as T);
          if (done(value.data as T)) {
            stop();
            resolve(seen);
          }
        },
        error: reject,
        complete: () => resolve(seen),
      },
    );
  });
}
