import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { UpstreamUrls } from '../../bff/src/upstream/index.js';
import { Session, verifiedSeller, type GqlResponse } from '../support/client.js';
import { documentId } from '../support/persisted.js';
import { wsClient } from '../support/subscriptions.js';

// A production BFF over the shared services: only the web app's own documents, except for admins.
let trusted: RunningBff;
/** A seller of its own, signed in afresh by each test. */
let sellerEmail: string;
beforeAll(async () => {
  documentId('SellerShellQuery');
  const brand = await verifiedSeller('Trusted Documents Tea');
  sellerEmail = (await brand.gql(`{ viewer { user { email } } }`)).viewer.user.email;
  trusted = await startBff({ urls: inject('serviceUrls') as UpstreamUrls, port: 0, production: true, webDist: '/x' });
});
afterAll(async () => {
  await trusted?.close();
});

/** Signs in as the web app's sign-in form does, by the mutation's document id. */
async function signedInThroughApp(login: string, password = 'Demo@1234'): Promise<Session> {
  const session = new Session(trusted.url);
  const reply = await session.send({
    documentId: documentId('useSignInMutation'),
    variables: { input: { login, password } },
  });
  expect(reply.errors).toBeUndefined();
  expect(session.cookie).not.toBeNull();
  return session;
}

const shell = (session: Session) => session.send({ documentId: documentId('SellerShellQuery'), variables: {} });

describe('trusted documents', () => {
  it("runs a seller's known document and refuses their own text with 400", async () => {
    const seller = await signedInThroughApp(sellerEmail, 'NewSeller12345');
    const known = await shell(seller);
    expect(known.errors).toBeUndefined();
    expect(known.data).toMatchObject({
      viewer: { adminApp: false, company: { invoicingComplete: expect.any(Boolean) } },
    });

    const free = await seller.raw(`{ viewer { isAdmin } }`);
    expect(seller.status).toBe(400);
    expect(free.data).toBeUndefined();
    expect(free.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
    const unknown = await seller.send({ documentId: 'f'.repeat(64), variables: {} });
    expect(seller.status).toBe(400);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    // Automatic persisted queries are off: no client registers its own document.
    const apq = await seller.send({
      query: '{ viewer { isAdmin } }',
      extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } },
    });
    expect(apq.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
  });

  it("keeps an admin's free queries for GraphiQL", async () => {
    const admin = await signedInThroughApp('admin@demo.in');
    expect(await admin.gql(`{ viewer { isAdmin } }`)).toEqual({ viewer: { isAdmin: true } });
    expect(admin.status).toBe(200);
  });

  it('lets a signed-out buyer track by document id, and refuses their text', async () => {
    const buyer = new Session(trusted.url);
    const tracking = await buyer.send({
      documentId: documentId('TrackingPageQuery'),
      variables: { single: false, search: true, by: 'EMAIL', value: 'nobody.tracked@example.in' },
    });
    expect(tracking.errors).toBeUndefined();
    expect(tracking.data).toHaveProperty('trackedShipments.totalCount', 0);

    const free = await buyer.raw(`{ trackedShipment(awb: "X") { awb } }`);
    expect(buyer.status).toBe(400);
    expect(free.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');
  });

  it('holds the websocket to the same rule', async () => {
    const seller = await signedInThroughApp(sellerEmail, 'NewSeller12345');
    const client = wsClient(seller);
    const first = (payload: { query: string; extensions?: Record<string, unknown> }) =>
      new Promise<GqlResponse<unknown> | string>((resolve) => {
        const stop = client.subscribe(payload, {
          next: (value) => {
            stop();
            resolve(value as GqlResponse<unknown>);
          },
          error: (e) => resolve(JSON.stringify(e)),
          complete: () => resolve('complete'),
        });
        // A subscription with nothing to say yet is accepted: it has not been refused within a second.
        setTimeout(() => {
          stop();
          resolve('accepted');
        }, 1_000);
      });
    expect(await first({ query: '', extensions: { documentId: documentId('useCompanyTasksSubscription') } })).toBe(
      'accepted',
    );
    expect(await first({ query: 'subscription { taskProgress { id } }' })).toMatch(/PERSISTED_QUERY_REQUIRED/);
    expect(await first({ query: '', extensions: { documentId: 'f'.repeat(64) } })).toMatch(/PERSISTED_QUERY_NOT_FOUND/);
    await client.dispose();

    const admin = await signedInThroughApp('admin@demo.in');
    const adminClient = wsClient(admin);
    const adminFirst = new Promise<string>((resolve) => {
      const stop = adminClient.subscribe(
        { query: 'subscription { taskProgresz { id } }' },
        { next: () => resolve('data'), error: (e) => resolve(JSON.stringify(e)), complete: () => resolve('complete') },
      );
      setTimeout(() => {
        stop();
        resolve('accepted');
      }, 1_000);
    });
    // An admin's text goes through to validation, which in production names no field it might have meant.
    const refused = await adminFirst;
    expect(refused).toContain('Cannot query field \\"taskProgresz\\" on type \\"Subscription\\".');
    expect(refused).not.toMatch(/Did you mean/);
    await adminClient.dispose();
  });
});
