import { describe, expect, it } from 'vitest';
import { createServiceApp } from './app.js';
import { Gate, retryConflicts, serviceBusy } from './busy.js';
import { callService } from './client.js';
import { ServiceError } from './envelope.js';

const later = () => {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
};

describe('a gate for writes that queue on the same rows', () => {
  it('runs a few at once, queues the next, and refuses the rest as busy with when to try again', async () => {
    const gate = new Gate('test', { limit: 2, queue: 1 });
    const hold = later();
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await hold.opened;
      running -= 1;
      return 'done';
    };
    const taken = [gate.run(work), gate.run(work), gate.run(work)];
    const refused = await gate.run(work).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect(refused).toMatchObject({ httpStatus: 429, code: 'SERVICE_BUSY' });
    expect((refused as ServiceError).retryAfter).toBeGreaterThanOrEqual(1);
    hold.open();
    expect(await Promise.all(taken)).toEqual(['done', 'done', 'done']);
    expect(most).toBe(2);
  });

  it('refuses, without running it, a work that waited longer than its caller would', async () => {
    const gate = new Gate('test', { limit: 1, queue: 5, maxWaitMs: 20 });
    const hold = later();
    const first = gate.run(() => hold.opened);
    let ran = false;
    const second = gate.run(async () => {
      ran = true;
    });
    await new Promise((r) => setTimeout(r, 40));
    hold.open();
    await first;
    await expect(second).rejects.toMatchObject({ httpStatus: 429, code: 'SERVICE_BUSY' });
    expect(ran).toBe(false);
  });
});

describe('a transaction PostgreSQL rolled back for another', () => {
  const failing = (code: string, times: number) => {
    let calls = 0;
    return {
      calls: () => calls,
      run: async () => {
        calls += 1;
        if (calls <= times) throw Object.assign(new Error(code), { code });
        return calls;
      },
    };
  };

  it('runs again after a deadlock or a serialization failure, a few times at most', async () => {
    const deadlock = failing('40P01', 2);
    expect(await retryConflicts(deadlock.run)).toBe(3);
    const serialization = failing('40001', 5);
    await expect(retryConflicts(serialization.run)).rejects.toMatchObject({ code: '40001' });
    expect(serialization.calls()).toBe(3);
  });

  it('never runs again after any other error', async () => {
    const unique = failing('23505', 1);
    await expect(retryConflicts(unique.run)).rejects.toMatchObject({ code: '23505' });
    expect(unique.calls()).toBe(1);
  });
});

describe('a busy refusal on the wire', () => {
  it('is a 429 with Retry-After, which the calling service passes on with its wait', async () => {
    const app = await createServiceApp('oms');
    app.post('/busy', { config: { access: 'public' } }, async () => {
      throw serviceBusy(3);
    });
    app.post('/deadlocked', { config: { access: 'public' } }, async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    });
    app.get('/slow', { config: { access: 'public' } }, async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      return { status: true, data: {}, message: 'ok' };
    });
    app.post('/slow', { config: { access: 'public' } }, async () => {
      await new Promise((r) => setTimeout(r, 2_000));
      return { status: true, data: {}, message: 'ok' };
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const res = await fetch(`${url}/busy`, { method: 'POST' });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('3');
      expect(await res.json()).toMatchObject({ status: false, data: { code: 'SERVICE_BUSY', retryAfter: 3 } });
      const passed = await callService(url, '/busy', { body: {} }).catch((e: unknown) => e);
      expect(passed).toMatchObject({ httpStatus: 429, code: 'SERVICE_BUSY', retryAfter: 3 });
      // Rolled back whole after the retries inside: safe to send again, so busy, not a 500.
      const deadlocked = await fetch(`${url}/deadlocked`, { method: 'POST' });
      expect(deadlocked.status).toBe(429);
      expect(deadlocked.headers.get('retry-after')).toBe('1');
      // A read the other service was too slow for changed nothing: busy. A write's outcome is unknown.
      await expect(callService(url, '/slow', { timeoutMs: 200 })).rejects.toMatchObject({
        httpStatus: 429,
        code: 'SERVICE_BUSY',
      });
      await expect(callService(url, '/slow', { body: {}, timeoutMs: 200 })).rejects.toMatchObject({
        httpStatus: 503,
        code: 'UPSTREAM_UNAVAILABLE',
      });
    } finally {
      await app.close();
    }
  });
});
