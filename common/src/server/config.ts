import { z } from 'zod';

/**
 * Every setting of the server processes (the services and the BFF), read from the
 * environment once and checked, so a typo fails at start rather than at the first request
 * that needs it. Every value has a default, so `npm start` needs no configuration; the
 * Configuration table of docs/operations.md describes each variable.
 */
export const SERVICE_NAMES = ['ums', 'nms', 'oms', 'wms', 'd2r', 'hms', 'hub', 'invoices'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
export type ServiceUrls = Record<ServiceName, string>;

export const DEFAULT_PORTS: Record<ServiceName, number> = {
  ums: 4101,
  nms: 4102,
  oms: 4103,
  wms: 4104,
  d2r: 4105,
  hms: 4106,
  hub: 4107,
  invoices: 4108,
};

/** `UMS_URL`, `NMS_URL`, … : the base URL other processes use to reach a service. */
export const urlEnvName = <N extends ServiceName>(name: N) => `${name.toUpperCase()}_URL` as `${Uppercase<N>}_URL`;

const DEV_INTERNAL_KEY = 'parcelo-dev-internal-key';
const DEV_PRINCIPAL_KEY = 'parcelo-dev-principal-signing-key';
const DEV_SECRETS_KEY = 'parcelo-dev-secrets-key';
// The sandbox's Shopify plays the app registered with these, so the demo installs it end to end.
const DEV_SHOPIFY_API_KEY = 'parcelo-dev-shopify-api-key';
const DEV_SHOPIFY_API_SECRET = 'parcelo-dev-shopify-api-secret';
// The sandbox's Razorpay takes payments with these; production sets the account's own.
const DEV_RAZORPAY_KEY_ID = 'rzp_test_parcelodev';
const DEV_RAZORPAY_KEY_SECRET = 'parcelo-dev-razorpay-key-secret';
const DEV_RAZORPAY_WEBHOOK_SECRET = 'parcelo-dev-razorpay-webhook-secret';

// An empty variable counts as unset.
const optional = z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().optional());
const number = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback);
const optionalNumber = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce.number().int().nonnegative().optional(),
);
const flag = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const provider = z.enum(['console']).default('console');

const schema = z.object({
  NODE_ENV: optional,
  VITEST: optional,
  PORT: number(4000),
  HOST: optional,
  SERVICES_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: number(20),
  PGLITE_DIR: z.string().default('data/pglite'),
  REDIS_URL: optional,
  ...(Object.fromEntries(SERVICE_NAMES.map((n) => [urlEnvName(n), optional])) as Record<
    `${Uppercase<ServiceName>}_URL`,
    typeof optional
  >),
  INTERNAL_API_KEY: optional,
  PRINCIPAL_SIGNING_KEY: optional,
  SECRETS_KEY: optional,
  NMS_SMS_PROVIDER: provider,
  NMS_WHATSAPP_PROVIDER: provider,
  NMS_EMAIL_PROVIDER: provider,
  PUBLIC_URL: optional,
  SUPPORT_EMAIL: z.string().email().default('support@parcelo.in'),
  PARCELO_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/)
    .default('06AAJCP4567Q1ZL'),
  TRUST_PROXY: optional,
  OBJECT_STORE_DIR: z.string().default('data/objects'),
  S3_BUCKET: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  SHOPIFY_BASE_URL: optional,
  SHOPIFY_API_KEY: optional,
  SHOPIFY_API_SECRET: optional,
  OUTBOUND_ALLOW_HOSTS: z.string().default(''),
  SANDBOX_URL: optional,
  COOKIE_SECURE: flag,
  ALLOWED_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_REQUESTS: flag,
  DEMO_ORDERS: number(1500),
  UPSTREAM_TIMEOUT_MS: number(3_000),
  UPSTREAM_WRITE_TIMEOUT_MS: number(60_000),
  UPSTREAM_FILE_TIMEOUT_MS: number(60_000),
  UPSTREAM_BUDGET_MS: number(3_000),
  GRAPHQL_COST_PER_USER: optionalNumber,
  GRAPHQL_COST_PER_COMPANY: optionalNumber,
  GRAPHQL_COST_WINDOW_SECONDS: z.coerce.number().int().positive().default(20),
  TRUSTED_DOCUMENTS: flag,
  WEBHOOK_RETRY_BASE_SECONDS: optionalNumber,
  PAYMENT_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['console', 'razorpay']).optional()),
  RAZORPAY_KEY_ID: optional,
  RAZORPAY_KEY_SECRET: optional,
  RAZORPAY_WEBHOOK_SECRET: optional,
  RAZORPAY_API_URL: optional,
  COURIER_CONTRACT_KEYS: z.string().default(''),
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().min(16).max(200).optional()),
});

export interface Config {
  production: boolean;
  /** Running under the test suites (vitest sets VITEST). */
  testing: boolean;
  port: number;
  /** The BFF's interface; unset, the BFF stays on loopback (`npm start` opens it with 0.0.0.0). */
  host: string | undefined;
  servicesHost: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  pgliteDir: string;
  redisUrl: string | undefined;
  serviceUrls: ServiceUrls;
  internalKey: string;
  /** Signs the short-lived principal the BFF forwards to the services. */
  principalKey: Uint8Array;
  /** Seals sellers' stored credentials (common/server/secrets). */
  secretsKey: string;
  notificationProviders: { sms: 'console'; whatsapp: 'console'; email: 'console' };
  publicUrl: string;
  /** Where sellers write to support (shown on the Support page). */
  supportEmail: string;
  /** Parcelo's own GSTIN, the supplier's on its monthly invoices to brands (its state is its first two digits). */
  parceloGstin: string;
  /** Express's `trust proxy`: a hop count, true, or addresses; undefined trusts no proxy. */
  trustProxy: number | boolean | string | undefined;
  objectStoreDir: string;
  s3: { bucket: string; endpoint: string | undefined; region: string | undefined } | undefined;
  shopifyBaseUrl: string | undefined;
  /** The Shopify app's client id and secret (OAuth, and the signature on Shopify's webhooks and redirects). */
  shopifyApp: { apiKey: string; apiSecret: string };
  /**
   * Hosts that calls to sellers' addresses may reach although they are not public https hosts
   * (a fake Shopify on 127.0.0.1 in tests, a local proxy in development); never in production.
   */
  outboundAllowHosts: string[];
  /**
   * The partner sandbox (development and tests): calls to sellers' public addresses go there
   * instead of the internet, which this product's demo has no accounts on. Never in production.
   */
  sandboxUrl: string | undefined;
  /** The session cookie's Secure flag. */
  cookieSecure: boolean;
  allowedOrigins: string[];
  logLevel: string;
  logRequests: boolean;
  demoOrders: number;
  upstream: {
    /** One read, each try of it. */
    timeoutMs: number;
    /** One write, never retried, so longer than the slowest work a service does for one. */
    writeTimeoutMs: number;
    fileTimeoutMs: number;
    /** Everything one GraphQL request asks its upstreams, retries included. */
    budgetMs: number;
  };
  /** What signed-in GraphQL operations may cost, in records asked for, per window. */
  graphqlCost: { perUser: number; perCompany: number; windowSeconds: number };
  /** Only the web app's persisted documents from anyone but admins (on in production). */
  trustedDocuments: boolean;
  /** Lets a scraper off this machine read `/metrics` with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /**
   * The wait before a failed webhook delivery's first retry; each later one waits twice as
   * long as the one before, until a day after the event. Short under the test suites.
   */
  webhookRetryBaseSeconds: number;
  /**
   * How sellers pay into their wallets online: `console` (development's default) succeeds at
   * once; `razorpay` takes real payments. Production has no console.
   */
  /**
   * Parcelo's own API key with each courier it has a contract with (`DELHIVERY=…,BLUEDART=…`):
   * every seller ships on these. Outside production a courier left out books on a sandbox key.
   */
  courierContractKeys: Record<string, string>;
  payments: {
    provider: 'console' | 'razorpay';
    razorpay: {
      keyId: string;
      keySecret: string;
      webhookSecret: string;
      /** Razorpay's API; in development and tests the partner sandbox answers for it. */
      apiUrl: string;
    } | null;
  };
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

function trustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  return value === 'true' ? true : value;
}

/** Reads and checks a configuration; the process's own is `config()`. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  // Fine as defaults on a developer machine only.
  if (production && (!e.INTERNAL_API_KEY || !e.PRINCIPAL_SIGNING_KEY || !e.SECRETS_KEY || !e.SHOPIFY_API_SECRET)) {
    throw new Error(
      'INTERNAL_API_KEY, PRINCIPAL_SIGNING_KEY, SECRETS_KEY and SHOPIFY_API_SECRET must be set in production',
    );
  }
  const outboundAllowHosts = list(e.OUTBOUND_ALLOW_HOSTS).map((h) => h.toLowerCase());
  // Sellers' addresses must never reach the internal network of a production deployment.
  if (production && outboundAllowHosts.length) {
    throw new Error('OUTBOUND_ALLOW_HOSTS is for development and tests only; unset it in production');
  }
  if (production && e.SANDBOX_URL) {
    throw new Error('SANDBOX_URL is for development and tests only; unset it in production');
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (production ? 'razorpay' : 'console');
  const razorpaySet = Boolean(e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET);
  if (production && paymentProvider === 'console') throw new Error('PAYMENT_PROVIDER=console is for development only');
  // Without Razorpay's keys, production takes offline payments only (recharges answer so).
  return {
    production,
    testing: Boolean(e.VITEST),
    port: e.PORT,
    host: e.HOST,
    servicesHost: e.SERVICES_HOST,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteDir: e.PGLITE_DIR,
    redisUrl: e.REDIS_URL,
    serviceUrls: Object.fromEntries(
      SERVICE_NAMES.map((n) => [n, e[urlEnvName(n)] ?? `http://127.0.0.1:${DEFAULT_PORTS[n]}`]),
    ) as ServiceUrls,
    internalKey: e.INTERNAL_API_KEY ?? DEV_INTERNAL_KEY,
    secretsKey: e.SECRETS_KEY ?? DEV_SECRETS_KEY,
    principalKey: new TextEncoder().encode(e.PRINCIPAL_SIGNING_KEY ?? DEV_PRINCIPAL_KEY),
    notificationProviders: { sms: e.NMS_SMS_PROVIDER, whatsapp: e.NMS_WHATSAPP_PROVIDER, email: e.NMS_EMAIL_PROVIDER },
    supportEmail: e.SUPPORT_EMAIL,
    parceloGstin: e.PARCELO_GSTIN,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    trustProxy: trustProxy(e.TRUST_PROXY),
    objectStoreDir: e.OBJECT_STORE_DIR,
    s3: e.S3_BUCKET ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION } : undefined,
    shopifyBaseUrl: e.SHOPIFY_BASE_URL,
    shopifyApp: {
      apiKey: e.SHOPIFY_API_KEY ?? DEV_SHOPIFY_API_KEY,
      apiSecret: e.SHOPIFY_API_SECRET ?? DEV_SHOPIFY_API_SECRET,
    },
    outboundAllowHosts,
    sandboxUrl: e.SANDBOX_URL?.replace(/\/$/, ''),
    cookieSecure: e.COOKIE_SECURE ?? production,
    allowedOrigins: list(e.ALLOWED_ORIGINS),
    logLevel: e.LOG_LEVEL ?? (e.VITEST ? 'silent' : 'info'),
    logRequests: e.LOG_REQUESTS ?? false,
    demoOrders: e.DEMO_ORDERS,
    upstream: {
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      writeTimeoutMs: e.UPSTREAM_WRITE_TIMEOUT_MS,
      fileTimeoutMs: e.UPSTREAM_FILE_TIMEOUT_MS,
      budgetMs: e.UPSTREAM_BUDGET_MS,
    },
    // The test suites run thousands of operations a second as the same demo users, faster than
    // anyone works; a test of the budgets sets its own.
    graphqlCost: {
      perUser: e.GRAPHQL_COST_PER_USER ?? (e.VITEST ? 1_000_000_000 : 20_000),
      perCompany: e.GRAPHQL_COST_PER_COMPANY ?? (e.VITEST ? 1_000_000_000 : 100_000),
      windowSeconds: e.GRAPHQL_COST_WINDOW_SECONDS,
    },
    trustedDocuments: e.TRUSTED_DOCUMENTS ?? production,
    metricsToken: e.METRICS_TOKEN,
    webhookRetryBaseSeconds: Math.max(1, e.WEBHOOK_RETRY_BASE_SECONDS ?? (e.VITEST ? 1 : 30)),
    courierContractKeys: Object.fromEntries(
      list(e.COURIER_CONTRACT_KEYS).map((pair) => {
        const at = pair.indexOf('=');
        if (at < 1) throw new Error('Invalid configuration: COURIER_CONTRACT_KEYS takes COURIER=key pairs');
        return [pair.slice(0, at).trim().toUpperCase(), pair.slice(at + 1).trim()];
      }),
    ),
    payments: {
      provider: paymentProvider,
      razorpay:
        razorpaySet || !production
          ? {
              keyId: e.RAZORPAY_KEY_ID ?? DEV_RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET ?? DEV_RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? DEV_RAZORPAY_WEBHOOK_SECRET,
              apiUrl: (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
            }
          : null,
    },
  };
}

let current: Config | undefined;

/**
 * This process's configuration, read from the environment at its first use (when a stack
 * starts) and kept: a test sets its variables before starting the stack it runs.
 */
export function config(): Config {
  return (current ??= loadConfig());
}
