import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BY_IDS_MAX } from '@parcelo/common';
import { createServiceApp, type ServiceApp } from './app.js';
import { byIdsRoute } from './byIds.js';

describe('a batch read made by byIdsRoute', () => {
  let app: ServiceApp;
  const asked: string[][] = [];
  const visible = new Set<string>();

  beforeAll(async () => {
    app = await createServiceApp('oms');
    byIdsRoute(
      app,
      '/things/byIds',
      'things',
      async (ids) => {
        asked.push(ids);
        return ids.filter((id) => visible.has(id)).map((id) => ({ id }));
      },
      { access: 'public' },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const read = (ids: unknown) => app.inject({ method: 'POST', url: '/things/byIds', payload: { ids } });

  it("answers under the list's name only the rows the caller may see, each id asked once", async () => {
    const mine = randomUUID();
    const theirs = randomUUID();
    visible.add(mine);
    const reply = await read([mine, theirs, mine]);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ things: [{ id: mine }] });
    expect(asked.at(-1)).toEqual([mine, theirs]);
  });

  it('answers an empty batch without reading anything', async () => {
    const before = asked.length;
    expect((await read([])).json().data).toEqual({ things: [] });
    expect(asked.length).toBe(before);
  });

  it('refuses a batch over the limit or an id of the wrong shape, and reads nothing', async () => {
    const before = asked.length;
    const tooMany = await read(Array.from({ length: BY_IDS_MAX + 1 }, () => randomUUID()));
    expect(tooMany.statusCode).toBe(400);
    const notAnId = await read(['1 or 1=1']);
    expect(notAnId.statusCode).toBe(400);
    expect(asked.length).toBe(before);
  });
});
