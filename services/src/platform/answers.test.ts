import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp } from './app.js';
import { answers, ok } from './envelope.js';

describe('a declared response', () => {
  it('is in the document, and under tests an answer outside it is a failure, not sent', async () => {
    const app = await createServiceApp('hub');
    const Count = z.object({ n: z.number().int() });
    app.get('/kept', { config: { access: 'public' }, schema: { response: answers(Count) } }, async () => ok({ n: 3 }));
    app.get('/broken', { config: { access: 'public' }, schema: { response: answers(Count) } }, async () =>
      ok({ n: 'three' } as unknown as { n: number }),
    );
    await app.ready();
    try {
      const kept = await app.inject({ method: 'GET', url: '/kept' });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toEqual({ status: true, data: { n: 3 }, message: 'Success' });
      const broken = await app.inject({ method: 'GET', url: '/broken' });
      expect(broken.statusCode).toBe(500);
      expect(broken.body).not.toContain('three');
      const document = app.swagger() as { paths: Record<string, { get: { responses: Record<string, unknown> } }> };
      expect(document.paths['/kept']!.get.responses['200']).toMatchObject({
        content: {
          'application/json': {
            schema: { properties: { data: { properties: { n: { type: 'integer' } } } } },
          },
        },
      });
    } finally {
      await app.close();
    }
  });
});
