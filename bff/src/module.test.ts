import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BY_IDS_MAX } from '@parcelo/common';
import { idsLoader } from './module.js';

describe('a loader by id over a batch read', () => {
  it("cuts a large batch to what the service's route takes and keeps each answer in its id's place", async () => {
    const batches: number[] = [];
    const hidden = new Set<string>();
    const loader = idsLoader<{ id: string }>(async (ids) => {
      batches.push(ids.length);
      return ids.filter((id) => !hidden.has(id)).map((id) => ({ id }));
    });
    const ids = Array.from({ length: BY_IDS_MAX * 2 + 7 }, () => randomUUID());
    hidden.add(ids[3]!);
    const rows = await loader.loadMany(ids);
    expect(batches).toEqual([BY_IDS_MAX, BY_IDS_MAX, 7]);
    expect(rows[3]).toBeNull();
    expect(rows[4]).toEqual({ id: ids[4] });
    expect(rows.at(-1)).toEqual({ id: ids.at(-1) });
  });

  it('finds a row by the key it is known by', async () => {
    const orderId = randomUUID();
    const loader = idsLoader(
      async (ids) => ids.map((id) => ({ orderId: id, packed: true })),
      (row) => row.orderId,
    );
    expect(await loader.load(orderId)).toEqual({ orderId, packed: true });
  });
});
