import { randomInt } from 'node:crypto';
import { inject, vi } from 'vitest';

export interface GqlResponse<T> {
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } & Record<string, unknown> }[];
  extensions?: Record<string, any>;
}

/** The password of every seller a test signs up: its `login` is the session's. */
export const SELLER_PASSWORD = 'NewSeller12345';

/** A GraphQL client holding one browser-like session cookie. */
export class Session {
  cookie: string | null = null;
  /** The email this session signed up or in with, for a test that signs in again (through the form, say). */
  login: string | null = null;
  /** The BFF's count of upstream calls for the last request (x-upstream-requests). */
  upstreamRequests: number | null = null;
  constructor(readonly url: string = inject('bffUrl')) {}

  /** The HTTP status and headers of the last request. */
  status: number | null = null;
  headers: Headers | null = null;

  async raw<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<GqlResponse<T>> {
    return this.send<T>({ query, variables });
  }

  /** A request with any body: a persisted document's id instead of the text, say. */
  async send<T = any>(body: Record<string, unknown>): Promise<GqlResponse<T>> {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify(body),
    });
    this.status = res.status;
    this.headers = res.headers;
    const upstream = res.headers.get('x-upstream-requests');
    this.upstreamRequests = upstream === null ? null : Number(upstream);
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      if (pair?.startsWith('session='))
        this.cookie = /expires=Thu, 01 Jan 1970/i.test(c) || pair === 'session=' ? null : pair;
    }
    return (await res.json()) as GqlResponse<T>;
  }

  /** Data of a request that must not fail. */
  async gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const body = await this.raw<T>(query, variables);
    if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
    return body.data as T;
  }

  async signIn(login: string, password = 'Demo@1234') {
    const data = await this.gql(
      `mutation($input: SignInInput!) { signIn(input: $input) { viewer { userType } userErrors { field message code } } }`,
      { input: { login, password } },
    );
    if (data.signIn.userErrors.length) throw new Error(JSON.stringify(data.signIn.userErrors));
    this.login = login;
    return this;
  }
}

export const signedIn = (login: string, password?: string) => new Session().signIn(login, password);

/**
 * A second, separate session of the user a session is signed in as (as on another device), on
 * the same BFF or another; sellers made by these helpers share this password unless told otherwise.
 */
export async function signedInAgain(
  session: Session,
  { url = session.url, password = SELLER_PASSWORD }: { url?: string; password?: string } = {},
): Promise<Session> {
  const { viewer } = await session.gql(`{ viewer { user { email } } }`);
  return new Session(url).signIn(viewer.user.email, password);
}

/**
 * Where this test process's phones start: a random point among the billion, so the processes
 * of one run (each a test file) walk their own stretches. Derived from the clock, as they once
 * were, two files starting within minutes of each other drew the same numbers, and a sign-up
 * was refused as a taken phone.
 */
const PHONE_BASE = randomInt(0, 1e9);
let counter = 0;
/** A phone no other test of the run (nor, almost surely, an earlier run against the same database) uses. */
export function uniquePhone(): string {
  counter += 1;
  return `7${String((PHONE_BASE + counter) % 1e9).padStart(9, '0')}`;
}

export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@test.in`;

/** A prepaid order of `quantity` units of a SKU at a warehouse, to a new Kolkata buyer; `extra` adds to the input. */
export const orderInput = (warehouse: string, sku: string, quantity: number, extra: object = {}) => ({
  warehouse,
  paymentMode: 'PREPAID',
  customerEmail: uniqueEmail('buyer'),
  customerPhone: '9876501234',
  shippingAddress: {
    firstName: 'Asha',
    lastName: 'Verma',
    addressLine1: '12 Park Street',
    addressLine2: 'Near Park Circus',
    city: 'Kolkata',
    state: 'West Bengal',
    pincode: '700016',
  },
  items: [{ title: 'Test item', sku, quantity, unitPrice: 25_000 }],
  weight: 0.5,
  ...extra,
});

/** Signs a new seller up (which texts them a verification code) and answers the code sent. */
export async function signUpSeller(phone: string): Promise<string> {
  const res = await new Session().gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'New Seller',
      companyName: 'New Seller Co',
      email: uniqueEmail('seller'),
      phone,
      password: SELLER_PASSWORD,
    },
  });
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  return latestOtp(phone);
}

/** A new verified seller of a company of its own, signed in: a wallet no other test moves. */
export async function verifiedSeller(companyName: string): Promise<Session> {
  const phone = uniquePhone();
  const session = new Session();
  const email = uniqueEmail('seller');
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'SELLER',
      name: 'Anjali Deshmukh',
      companyName,
      email,
      phone,
      password: SELLER_PASSWORD,
    },
  });
  session.login = email;
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  await session.gql(`mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`, {
    i: { otp: await latestOtp(phone) },
  });
  return session;
}

/**
 * A new verified seller stocked at the demo warehouse company's two warehouses (Okhla and
 * Bhiwandi), attached by an admin: a seller whose orders can move between warehouses.
 */
export const twoWarehouseSeller = (companyName = 'Two Cities Tea Co'): Promise<Session> =>
  sellerAt(companyName, ['WH-DEL-001', 'WH-BOM-001']);

/**
 * A new verified seller of a company of its own, stocked (attached by an admin) at these demo
 * warehouses only, by code: the first is where its orders leave from by default.
 */
export async function sellerAt(companyName: string, codes: string[]): Promise<Session> {
  const [session, admin] = await Promise.all([verifiedSeller(companyName), new Session().signIn('admin@demo.in')]);
  const company = (await session.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  for (const code of codes) await attachWarehouse(admin, company, code, 'MICRO');
  return session;
}

/** A seller at one demo warehouse (Okhla unless told) with its invoicing done, so it can place orders there. */
export async function oneWarehouseSeller(companyName: string, code = 'WH-DEL-001'): Promise<Session> {
  const session = await sellerAt(companyName, [code]);
  await completeInvoicing(session, { legalName: companyName });
  return session;
}

/** Attaches a demo warehouse (by its code) to a company, as an admin does. */
export async function attachWarehouse(
  admin: Session,
  company: string,
  code: string,
  warehouseType: string,
  gstNumber = '07AABCT1234D1ZW',
) {
  const { warehouses } = await admin.gql(`{ warehouses(first: 50) { edges { node { id warehouseId } } } }`);
  const warehouse = warehouses.edges.find((e: { node: { warehouseId: string } }) => e.node.warehouseId === code).node
    .id;
  const attached = await admin.gql(
    `mutation($i: CompanyWarehouseAttachInput!) { companyWarehouseAttach(input: $i) { userErrors { message } } }`,
    { i: { company, warehouse, warehouseType, gstNumber } },
  );
  if (attached.companyWarehouseAttach.userErrors.length)
    throw new Error(JSON.stringify(attached.companyWarehouseAttach.userErrors));
}

/**
 * Signs a new warehouse operator up (its own warehouse company), answers the code sent, and
 * returns its verified session. It works at no warehouse until an admin attaches one.
 */
/** The invoicing details a new seller must give before the app lets it work; a Delhi company unless told otherwise. */
const DEFAULT_INVOICING = {
  gstin: '07AABCT1234D1ZW',
  pan: 'AABCT1234D',
  addressLine1: '12 Lodhi Road',
  addressLine2: 'Jor Bagh',
  city: 'New Delhi',
  state: 'Delhi',
  pincode: '110003',
};

/** Completes a seller's invoicing details (the seller app asks for them before anything else). */
export async function completeInvoicing(
  session: Session,
  details: Partial<typeof DEFAULT_INVOICING> & { legalName: string; invoicePrefix?: string },
): Promise<void> {
  const saved = await session.gql(
    `mutation($i: CompanyInvoicingUpdateInput!) { companyInvoicingUpdate(input: $i) { userErrors { field message } } }`,
    { i: { ...DEFAULT_INVOICING, ...details } },
  );
  if (saved.companyInvoicingUpdate.userErrors.length)
    throw new Error(`invoicing refused: ${JSON.stringify(saved.companyInvoicingUpdate.userErrors)}`);
}

/** The password of every operator a test signs up. */
export const OPERATOR_PASSWORD = 'NewOperator12345';

export async function signUpOperator(phone = uniquePhone()): Promise<Session> {
  const session = new Session();
  const email = uniqueEmail('operator');
  const res = await session.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { userErrors { message } } }`, {
    i: {
      role: 'WAREHOUSE',
      name: 'New Operator',
      companyName: 'New Warehouse Co',
      email,
      phone,
      city: 'Bengaluru',
      state: 'Karnataka',
      password: OPERATOR_PASSWORD,
    },
  });
  if (res.signUp.userErrors.length) throw new Error(JSON.stringify(res.signUp.userErrors));
  const otp = await latestOtp(phone);
  const verified = await session.gql(
    `mutation($i: OtpVerifyInput!) { otpVerify(input: $i) { userErrors { message } } }`,
    { i: { otp } },
  );
  if (verified.otpVerify.userErrors.length) throw new Error(JSON.stringify(verified.otpVerify.userErrors));
  session.login = email;
  return session;
}

/** The latest code NMS queued for a recipient, read from the outbox as support would. */
export async function latestOtp(to: string, template = 'OTP_VERIFY'): Promise<string> {
  const nms = inject('serviceUrls').nms;
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${nms}/notifications/outbox?to=${encodeURIComponent(to)}&template=${template}&limit=1`, {
      headers: { 'x-internal-key': process.env.INTERNAL_API_KEY ?? 'parcelo-dev-internal-key' },
    });
    const body = (await res.json()) as { data: { notifications: { params: { otp: string } }[] } };
    const otp = body.data.notifications[0]?.params.otp;
    if (otp) return otp;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No OTP queued for ${to}`);
}

/**
 * A new warehouse operator whose company an admin has attached to these demo warehouses (by
 * code), once its session works them: an operator no other test signs in as.
 */
export async function attachedOperator(admin: Session, codes: string[]): Promise<Session> {
  const operator = await signUpOperator();
  const company = (await operator.gql(`{ viewer { company { id } } }`)).viewer.company.id;
  for (const code of codes) await attachWarehouse(admin, company, code, 'PSEUDO');
  // The session's warehouses follow the attachment within a few seconds, on every BFF: through
  // the fleet's nginx reads alternate between two, each with its own memory of the session, so
  // every warehouse must show in four reads in a row.
  const works = async () => {
    const { viewer } = await operator.gql(`{ viewer { workplaces { warehouseId } } }`);
    const shown = new Set(viewer.workplaces.map((w: { warehouseId: string }) => w.warehouseId));
    return codes.every((code) => shown.has(code));
  };
  await vi.waitFor(
    async () => {
      for (let i = 0; i < 4; i++) if (!(await works())) throw new Error(`The operator does not work ${codes} yet`);
    },
    { timeout: 20_000, interval: 250 },
  );
  return operator;
}
