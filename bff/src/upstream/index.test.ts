import { describe, expect, it } from 'vitest';
import type { UpstreamClient } from '@parcelo/common/upstream';
import { SERVICE_NAMES } from '@parcelo/common/config';
import { upstreamApis, type UpstreamClients } from './index.js';

const clients = Object.fromEntries(SERVICE_NAMES.map((n) => [n, {} as UpstreamClient])) as UpstreamClients;
const scope = {
  credentials: async () => ({}),
  counter: { requests: 0, sessionChecks: 0 },
  deadline: undefined,
  requestId: 'test',
};

describe("a request's upstream APIs", () => {
  it("makes a service's methods on first use and keeps them for the request", () => {
    const apis = upstreamApis(clients, scope);
    expect(Object.keys(apis)).toEqual([]);
    const nms = apis.nms;
    expect(apis.nms).toBe(nms);
    expect(Object.keys(apis)).toEqual(['nms']);
    expect(typeof nms.tasksFind).toBe('function');
  });

  it("holds none for a subscription's context, making them again at each use", () => {
    const apis = upstreamApis(clients, scope, { keep: false });
    const nms = apis.nms;
    expect(typeof nms.tasksFind).toBe('function');
    expect(apis.nms).not.toBe(nms);
    expect(Object.keys(apis)).toEqual([]);
  });

  it('keeps no methods on a request that made none', () => {
    const a = upstreamApis(clients, scope);
    const b = upstreamApis(clients, scope);
    expect(Object.getPrototypeOf(a)).toBe(Object.getPrototypeOf(b));
    expect(Object.getOwnPropertyNames(a)).toEqual([]);
  });
});
