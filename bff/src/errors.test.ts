import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { mutate } from './errors.js';
import { UpstreamFailure } from './upstream/index.js';

const failing =
  <T = { ok: boolean }>(status: number, code = 'INVALID', field: string | null = 'phone') =>
  async (): Promise<T> => {
    throw new UpstreamFailure('ums', status, 'Please input correct Phone Number', code, field);
  };

describe('mutate', () => {
  it('returns the payload with no user errors on success', async () => {
    expect(await mutate(async () => ({ ok: true }), { ok: null })).toEqual({ ok: true, userErrors: [] });
  });

  it('turns input failures into userErrors, renaming fields', async () => {
    expect(await mutate(failing<{ viewer: object }>(400), { viewer: null }, { fields: { phone: 'login' } })).toEqual({
      viewer: null,
      userErrors: [{ field: 'login', message: 'Please input correct Phone Number', code: 'INVALID' }],
    });
    expect((await mutate(failing(429, 'RATE_LIMITED', null), { ok: null })).userErrors[0]?.code).toBe('RATE_LIMITED');
    expect((await mutate(failing(409, 'WEIRD'), { ok: null })).userErrors[0]?.code).toBe('INVALID');
  });

  it('passes a busy service on as SERVICE_BUSY with when to try again, HTTP 429, never as unavailable', async () => {
    const busy = async (): Promise<{ ok: boolean }> => {
      throw new UpstreamFailure('oms', 429, 'We are busy', 'SERVICE_BUSY', null, 3);
    };
    const error = await mutate(busy, { ok: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLError);
    expect((error as GraphQLError).extensions).toMatchObject({
      code: 'SERVICE_BUSY',
      retryAfter: 3,
      http: { status: 429 },
    });
    expect(
      ((error as GraphQLError).extensions.http as { headers: Map<string, string> }).headers.get('retry-after'),
    ).toBe('3');
  });

  it('keeps auth and availability problems top-level', async () => {
    await expect(mutate(failing(401, 'UNAUTHENTICATED', null), { ok: null })).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    await expect(mutate(failing(403), { ok: null })).rejects.toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const credentials = await mutate(failing(401, 'UNAUTHENTICATED', null), { ok: null }, { credentialsFailure: true });
    expect(credentials.userErrors[0]?.code).toBe('WRONG_CREDENTIALS');
    const down = new GraphQLError('down', { extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
    await expect(
      mutate(
        async (): Promise<{ ok: boolean }> => {
          throw down;
        },
        { ok: null },
      ),
    ).rejects.toBe(down);
  });
});
