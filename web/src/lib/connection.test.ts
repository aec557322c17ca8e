import { describe, expect, it } from 'vitest';
import { connectionNodes } from './connection';

describe('connectionNodes', () => {
  it('reads the nodes in order, and none from a connection that did not load', () => {
    expect(connectionNodes({ edges: [{ node: 'a' }, { node: 'b' }] })).toEqual(['a', 'b']);
    expect(connectionNodes(null)).toEqual([]);
    expect(connectionNodes(undefined)).toEqual([]);
  });
});
