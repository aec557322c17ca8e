/**
 * A morning of Lightning for the demo, driven through the product's own GraphQL as the admin's
 * browser and the drivers' phones would: in cluster C2 Pawan Singh has finished a trip (three
 * orders delivered, one the buyer did not answer for, one not attempted) and Deepak Chauhan is
 * on the road with one delivered so far. The trips page, the drivers' drawers and the orders'
 * trails then show real trips from the first sign-in.
 */
import { DEMO_LIGHTNING, DEMO_PASSWORD } from '../services/src/demo.js';

interface Client {
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

function client(bffUrl: string): Client {
  let cookie: string | null = null;
  return {
    async gql(query, variables = {}) {
      const res = await fetch(`${bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        if (pair?.startsWith('session=')) cookie = pair;
      }
      const body = (await res.json()) as { data?: any; errors?: unknown[] };
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
  };
}

/** The newest text of `template` NMS queued (to `to`) that `match` takes: outside production the outbox keeps its values. */
async function texted(
  nmsUrl: string,
  internalKey: string,
  template: string,
  match: (params: Record<string, string>) => boolean,
  to?: string,
) {
  const only = to ? `&to=${encodeURIComponent(to)}` : '';
  const res = await fetch(`${nmsUrl}/notifications/outbox?template=${template}&limit=200${only}`, {
    headers: { 'x-internal-key': internalKey },
  });
  const body = (await res.json()) as { data: { notifications: { params: Record<string, string> | null }[] } };
  const found = body.data.notifications.find((n) => n.params && match(n.params));
  if (!found?.params) throw new Error(`no ${template} text found`);
  return found.params;
}

const userErrorsOf = (payload: { userErrors: { message: string }[] }) => {
  if (payload.userErrors.length) throw new Error(payload.userErrors.map((e) => e.message).join('; '));
};

/**
 * A path from the Okhla micro warehouse into Saket or Malviya Nagar. The hub keeps only fixes
 * taken during the trip (from a minute before its start to a minute from now), and the demo's
 * trips have just started: the fixes are squeezed into that window.
 */
function path(from: { lat: number; lng: number }, to: { lat: number; lng: number }, steps: number) {
  const start = Date.now() - 50_000;
  return Array.from({ length: steps }, (_, i) => {
    const t = i / (steps - 1);
    // A slight bend, as roads are not straight lines.
    const bend = Math.sin(t * Math.PI) * 0.004;
    return {
      lat: from.lat + (to.lat - from.lat) * t + bend,
      lng: from.lng + (to.lng - from.lng) * t - bend / 2,
      at: new Date(start + i * 6_000).toISOString(),
      accuracy: 12,
    };
  });
}

const OKHLA = { lat: 28.5355, lng: 77.2713 };
const SAKET = { lat: 28.5245, lng: 77.2066 };
const MALVIYA_NAGAR = { lat: 28.5355, lng: 77.2093 };

export async function runDemoTrips(options: { bffUrl: string; nmsUrl: string; internalKey: string }) {
  const { bffUrl, nmsUrl, internalKey } = options;
  const admin = client(bffUrl);
  await admin.gql(`mutation($i: SignInInput!) { signIn(input: $i) { userErrors { message } } }`, {
    i: { login: 'admin@demo.in', password: DEMO_PASSWORD },
  });
  const { clusters } = await admin.gql(`{ clusters(first: 10) { edges { node { id name } } } }`);
  const c2 = clusters.edges.find((e: any) => e.node.name === 'C2')?.node.id;
  if (!c2) return;
  const { node } = await admin.gql(
    `query($id: ID!) { node(id: $id) { ... on Cluster { orders { id awb driver { id } } } } }`,
    { id: c2 },
  );
  const waiting: { id: string; awb: string }[] = node.orders.filter((o: any) => !o.driver);
  const { drivers } = await admin.gql(
    `query($c: ID!) { drivers(first: 10, cluster: $c, sort: { by: NAME }) { edges { node { id name phone } } } }`,
    { c: c2 },
  );
  const byPhone = new Map(drivers.edges.map((e: any) => [e.node.phone, e.node]));
  const [pawan, deepak] = [DEMO_LIGHTNING.drivers[3], DEMO_LIGHTNING.drivers[4]].map(
    (d) => byPhone.get(d.phone) as any,
  );
  if (!pawan || !deepak || waiting.length < 9) return;

  async function trip(
    driver: { id: string; phone: string },
    orders: { id: string; awb: string }[],
    plan: { deliver: number; undeliver: number; end: boolean; to: { lat: number; lng: number } },
  ) {
    userErrorsOf(
      (
        await admin.gql(
          `mutation($i: DriverOrdersAssignInput!) { driverOrdersAssign(input: $i) { userErrors { message } } }`,
          { i: { driver: driver.id, orders: orders.map((o) => o.id) } },
        )
      ).driverOrdersAssign,
    );
    const phone = client(bffUrl);
    await phone.gql(`mutation($i: DriverCodeSendInput!) { driverCodeSend(input: $i) { sentTo } }`, {
      i: { phone: driver.phone },
    });
    const { otp } = await texted(nmsUrl, internalKey, 'OTP_VERIFY', () => true, driver.phone);
    userErrorsOf(
      (
        await phone.gql(`mutation($i: DriverSignInInput!) { driverSignIn(input: $i) { userErrors { message } } }`, {
          i: { phone: driver.phone, otp },
        })
      ).driverSignIn,
    );
    const started = (
      await phone.gql(
        `mutation { tripStart(input: {}) { trip { id orders { orderId awb codAmount } } userErrors { message } } }`,
      )
    ).tripStart;
    userErrorsOf(started);
    const tripId = started.trip.id as string;
    await phone.gql(
      `mutation($i: TripPositionsRecordInput!) { tripPositionsRecord(input: $i) { recorded userErrors { message } } }`,
      { i: { trip: tripId, positions: path(OKHLA, plan.to, 16) } },
    );
    const on = started.trip.orders as { orderId: string; awb: string; codAmount: number }[];
    for (const o of on.slice(0, plan.deliver)) {
      const code = await texted(nmsUrl, internalKey, 'DELIVERY_OTP', (p) => p.awb === o.awb);
      userErrorsOf(
        (
          await phone.gql(
            `mutation($i: TripOrderDeliverInput!) { tripOrderDeliver(input: $i) { userErrors { message } } }`,
            { i: { trip: tripId, order: o.orderId, otp: code.otp, codCollected: o.codAmount } },
          )
        ).tripOrderDeliver,
      );
    }
    for (const o of on.slice(plan.deliver, plan.deliver + plan.undeliver))
      userErrorsOf(
        (
          await phone.gql(
            `mutation($i: TripOrderUndeliverInput!) { tripOrderUndeliver(input: $i) { userErrors { message } } }`,
            { i: { trip: tripId, order: o.orderId, reason: 'NO_RESPONSE_FROM_CUSTOMER' } },
          )
        ).tripOrderUndeliver,
      );
    if (plan.end)
      userErrorsOf(
        (
          await phone.gql(`mutation($i: TripEndInput!) { tripEnd(input: $i) { userErrors { message } } }`, {
            i: { trip: tripId },
          })
        ).tripEnd,
      );
  }

  await trip(pawan, waiting.slice(0, 5), { deliver: 3, undeliver: 1, end: true, to: SAKET });
  await trip(deepak, waiting.slice(5, 9), { deliver: 1, undeliver: 0, end: false, to: MALVIYA_NAGAR });
}
