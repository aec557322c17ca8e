import { describe, expect, it } from 'vitest';
import { connectionFrom, fromGlobalId, listRequest, localId, pageWindow, toGlobalId } from './relay.js';

describe('global ids', () => {
  it('round-trips and checks the type', () => {
    const id = toGlobalId('Warehouse', 'abc-1');
    expect(fromGlobalId(id)).toEqual({ type: 'Warehouse', id: 'abc-1' });
    expect(localId(id, 'Warehouse')).toBe('abc-1');
    expect(() => localId(id, 'Company')).toThrow(/Not a Company id/);
    expect(fromGlobalId('garbage')).toBeNull();
  });

  it('refuses a local id that could steer a service call elsewhere', () => {
    for (const local of ['../admin', 'a/b', 'a?b=1', '\u0000', '', 'x'.repeat(101), '%2e%2e'])
      expect(fromGlobalId(Buffer.from(`Order:${local}`).toString('base64')), local).toBeNull();
    expect(() => localId(Buffer.from('Order:../x').toString('base64'), 'Order')).toThrow(/Not a Order id/);
  });
});

describe('connections', () => {
  it('pages through with cursors that land between pages', () => {
    const first = pageWindow(10, null);
    expect(first).toEqual({ offset: 0, limit: 10 });
    const conn = connectionFrom(['a', 'b', 'c'], 25, { offset: 0 });
    expect(conn.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = pageWindow(50, conn.pageInfo.endCursor);
    expect(next).toEqual({ offset: 3, limit: 50 });
    expect(listRequest(next, {}).pagination).toEqual({ records: 50, pageNumber: 1, offset: 3 });
    expect(connectionFrom([], 3, { offset: 3 }).pageInfo).toMatchObject({
      hasNextPage: false,
      hasPreviousPage: true,
      endCursor: null,
    });
  });

  it('rejects sizes outside 1..300 and foreign cursors', () => {
    expect(() => pageWindow(301, null)).toThrow(/between 1 and 300/);
    expect(() => pageWindow(0, null)).toThrow();
    expect(() => pageWindow(10, 'bm9wZQ==')).toThrow(/Invalid cursor/);
    // Farther than any service pages.
    expect(() => pageWindow(10, Buffer.from(`offset:${'9'.repeat(40)}`).toString('base64'))).toThrow(/Invalid cursor/);
  });
});
