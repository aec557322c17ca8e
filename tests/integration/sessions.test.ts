import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBff } from '../../bff/src/server.js';
import { Session } from '../support/client.js';
import { startTwoInstances, type TwoInstances } from '../support/instances.js';

// Two BFF instances against the same services, told of session changes through Redis as
// separate processes would be.
const WITHIN_MS = 5_000;
const VIEWER = `{ viewer { user { name } } }`;
let stack: TwoInstances;
let a: RunningBff;
let b: RunningBff;

beforeAll(async () => {
  stack = await startTwoInstances(['ums', 'nms']);
  ({ a, b } = stack);
});

afterAll(async () => {
  await stack?.close();
});

/** The same browser session, through the other instance. */
function through(bff: RunningBff, session: Session): Session {
  const other = new Session(bff.url);
  other.cookie = session.cookie;
  return other;
}

/** How long until the session is refused, asking every 100 ms. */
async function refusedAfter(session: Session): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 2 * WITHIN_MS) {
    if ((await session.gql(VIEWER)).viewer === null) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 100));
  }
  return Infinity;
}

describe('a session ended through one BFF instance', () => {
  it('is refused by the other within 5 s of signing out', async () => {
    const onA = await new Session(a.url).signIn('seller@demo.in');
    const onB = through(b, onA);
    expect((await onB.gql(VIEWER)).viewer).toEqual({ user: { name: 'Aarav Sharma' } }); // B now remembers it
    await onA.gql(`mutation { signOut(input: {}) { ok } }`);
    expect(await refusedAfter(onB)).toBeLessThan(WITHIN_MS);
  });

  it('is refused by the other within 5 s of a password change elsewhere, which keeps its own session', async () => {
    const changer = await new Session(a.url).signIn('seller2@demo.in');
    const elsewhere = through(b, await new Session(a.url).signIn('seller2@demo.in'));
    expect((await elsewhere.gql(VIEWER)).viewer).not.toBeNull();
    const changed = await changer.gql(
      `mutation { passwordChange(input: { currentPassword: "Demo@1234", newPassword: "Better@1234" }) { ok } }`,
    );
    expect(changed.passwordChange.ok).toBe(true);
    expect(await refusedAfter(elsewhere)).toBeLessThan(WITHIN_MS);
    expect((await through(b, changer).gql(VIEWER)).viewer).not.toBeNull();
  });
});
