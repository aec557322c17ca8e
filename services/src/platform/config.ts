/**
 * Where each upstream lives and how the process is wired. Every value has a default so
 * `npm start` needs no configuration; each can be overridden from the environment.
 */
export const SERVICE_NAMES = ['ums', 'nms', 'oms', 'wms', 'd2r', 'hms', 'hub', 'invoices'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

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
export const urlEnvName = (name: ServiceName) => `${name.toUpperCase()}_URL`;

export function serviceUrl(name: ServiceName, env: NodeJS.ProcessEnv = process.env): string {
  return env[urlEnvName(name)] ?? `http://127.0.0.1:${DEFAULT_PORTS[name]}`;
}

export type ServiceUrls = Record<ServiceName, string>;

export function serviceUrls(env: NodeJS.ProcessEnv = process.env): ServiceUrls {
  return Object.fromEntries(SERVICE_NAMES.map((n) => [n, serviceUrl(n, env)])) as ServiceUrls;
}

export const isProduction = (env: NodeJS.ProcessEnv = process.env) => env.NODE_ENV === 'production';

/**
 * Shared secret for calls between services that act for no user (sending an OTP,
 * reading the outbox in tests). Fine as a default on a developer machine only.
 */
export function internalKey(env: NodeJS.ProcessEnv = process.env): string {
  if (env.INTERNAL_API_KEY) return env.INTERNAL_API_KEY;
  if (isProduction(env)) throw new Error('INTERNAL_API_KEY must be set in production');
  return 'parcelo-dev-internal-key';
}

/** The web app's public address, for links texted to people (NDR forms, deletion confirmations). */
export const publicUrl = () => (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 4000}`).replace(/\/$/, '');
