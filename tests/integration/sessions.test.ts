import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningBff } from '../../bff/src/server.js';
import { SELLER_PASSWORD, Session, uniqueEmail, uniquePhone } from '../support/client.js';
import { sellerOnStack } from '../support/stock.js';
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
    // A user of its own: signing out ends only its own session.
    const { login } = await sellerOnStack({ bffUrl: a.url, nmsUrl: stack.services.urls.nms }, 'Malabar Spice Traders', {
      name: 'Meera Pillai',
    });
    const onA = await new Session(a.url).signIn(login!, SELLER_PASSWORD);
    const onB = through(b, onA);
    expect((await onB.gql(VIEWER)).viewer).toEqual({ user: { name: 'Meera Pillai' } }); // B now remembers it
    await onA.gql(`mutation { signOut(input: {}) { ok } }`);
    expect(await refusedAfter(onB)).toBeLessThan(WITHIN_MS);
  });

  it('is refused by the other within 5 s of a password change elsewhere, which keeps its own session', async () => {
    // A user of its own: on PostgreSQL every suite shares the demo users, whose password must not change.
    const email = uniqueEmail('sessions');
    const password = 'Spice1234';
    const changer = new Session(a.url);
    const signedUp = await changer.gql(
      `mutation($input: SignUpInput!) { signUp(input: $input) { userErrors { message } } }`,
      {
        input: {
          role: 'SELLER',
          name: 'Nisha Rao',
          companyName: 'Rao Pickles',
          email,
          phone: uniquePhone(),
          password,
          warehouseRequirement: 'PROVIDER',
        },
      },
    );
    expect(signedUp.signUp.userErrors).toEqual([]);
    const elsewhere = through(b, await new Session(a.url).signIn(email, password));
    expect((await elsewhere.gql(VIEWER)).viewer).not.toBeNull();
    const changed = await changer.gql(
      `mutation($c: String!) { passwordChange(input: { currentPassword: $c, newPassword: "Better@1234" }) { ok } }`,
      { c: password },
    );
    expect(changed.passwordChange.ok).toBe(true);
    expect(await refusedAfter(elsewhere)).toBeLessThan(WITHIN_MS);
    expect((await through(b, changer).gql(VIEWER)).viewer).not.toBeNull();
  });
});
