import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The id of the request a service is handling, held for the work it does meanwhile: the calls
 * it makes to other services carry it, so all their log lines for one request share an id.
 * Held here rather than passed along, as most of those calls are made deep in the domain code
 * with no request at hand. Work started outside any request (a queued job) has none.
 */
const current = new AsyncLocalStorage<string>();

/** Runs `fn`, and all the work it starts, as part of the request with this id. */
export const withRequestId = <T>(requestId: string, fn: () => T): T => current.run(requestId, fn);

/** The id of the request this work is for, if any. */
export const currentRequestId = (): string | undefined => current.getStore();
