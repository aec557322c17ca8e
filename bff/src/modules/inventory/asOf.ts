import DataLoader from 'dataloader';
import { BY_IDS_MAX } from '@parcelo/common';
import { byId } from '../../module.js';
import type { UpstreamApis } from '../../upstream/index.js';

type RowAsOf = Awaited<ReturnType<UpstreamApis['wms']['inventoryAsOf']>>['inventory'][number];

/** A row at the end of a day, as the `inventoryAsOf` loader is asked for it. */
export const asOfKey = (date: string, id: string) => `${date}/${id}`;

/** Rows at the end of a day: one call a day asked for (a page asks for one). */
export function asOfLoader(apis: UpstreamApis) {
  return new DataLoader<string, RowAsOf | null>(
    async (keys) => {
      const byDate = new Map<string, string[]>();
      for (const key of keys) {
        // The row's id has no '/'; whatever the caller typed as the day may.
        const at = key.lastIndexOf('/');
        const date = key.slice(0, at);
        byDate.set(date, [...(byDate.get(date) ?? []), key.slice(at + 1)]);
      }
      const found = new Map<string, RowAsOf | null>();
      await Promise.all(
        [...byDate].map(async ([date, ids]) => {
          const { inventory } = await apis.wms.inventoryAsOf(date, ids);
          byId(inventory, ids).forEach((row, i) => found.set(asOfKey(date, ids[i]!), row));
        }),
      );
      return keys.map((key) => found.get(key) ?? null);
    },
    { maxBatchSize: BY_IDS_MAX },
  );
}
