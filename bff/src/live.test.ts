import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readBriefly } from './live.js';
import { notFound } from './errors.js';
import { upstreamUnavailable } from './upstream/http.js';

describe('readBriefly', () => {
  it('tries a read again while its service could not answer', async () => {
    let tries = 0;
    let dropped = 0;
    const value = await readBriefly(
      async () => {
        tries += 1;
        if (tries < 3) throw upstreamUnavailable('nms');
        return 'task';
      },
      () => (dropped += 1),
    );
    expect(value).toBe('task');
    expect(tries).toBe(3);
    expect(dropped).toBe(2);
  });

  it('gives up after a few tries, and at once on a refusal', async () => {
    let tries = 0;
    const down = readBriefly(async () => {
      tries += 1;
      throw upstreamUnavailable('nms');
    });
    await expect(down).rejects.toBeInstanceOf(GraphQLError);
    expect(tries).toBe(5);

    tries = 0;
    await expect(
      readBriefly(async () => {
        tries += 1;
        throw notFound();
      }),
    ).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(tries).toBe(1);
  });
});
