import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setCourierPace } from './couriers.js';
import { PARTNERS } from './partners.js';
import { setShopifyAppPublicUrl } from './shopify.js';

/** A request the product (or a browser it sent) made to a partner's public address. */
export interface SandboxRequest {
  method: string;
  /** The partner's host the product meant, e.g. chai-point-naturals.myshopify.com. */
  host: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** This sandbox's own address, for links it hands out that must come back here. */
  sandboxUrl: string;
}

export interface SandboxReply {
  status: number;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as it is. */
  body?: unknown;
}

/**
 * One stand-in partner: a storefront platform, a courier, or the receiver of outgoing
 * webhooks. It answers for the hosts it claims and keeps its state in memory.
 */
export interface SandboxPartner {
  name: string;
  serves(host: string): boolean;
  handle(request: SandboxRequest): SandboxReply | Promise<SandboxReply>;
  /** What tests and the demo set up or read back, at /_sandbox/{name}/{path}. */
  control?(request: SandboxRequest): SandboxReply | Promise<SandboxReply>;
}

export interface RunningSandbox {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY = 1_000_000;

function send(res: import('node:http').ServerResponse, reply: SandboxReply) {
  const headers = { ...reply.headers };
  let body: string | Buffer | undefined;
  if (reply.body === undefined || typeof reply.body === 'string' || Buffer.isBuffer(reply.body)) {
    body = reply.body as string | Buffer | undefined;
  } else {
    body = JSON.stringify(reply.body);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(reply.status, headers).end(body);
}

/**
 * The partner sandbox: in development and tests the product has no accounts with Shopify,
 * WooCommerce sites, couriers or sellers' webhook receivers, so calls to their public
 * addresses come here instead (`{sandbox}/{host}/{path}`, see partnerUrl), and the demo works
 * end to end on one machine. It never runs in production.
 */
export async function startSandbox(
  options: {
    port?: number;
    host?: string;
    /** Seconds between a booked parcel's tracking scans, shown by themselves (the demo's); unset, only its control moves them. */
    courierPaceSeconds?: number;
    /**
     * The product's PUBLIC_URL, where Shopify sends browsers and codes back to; this process's
     * configuration's unless given (a fleet's processes are started with a PUBLIC_URL of their own).
     */
    publicUrl?: string;
  } = {},
): Promise<RunningSandbox> {
  let sandboxUrl = '';
  setCourierPace(options.courierPaceSeconds ?? null);
  setShopifyAppPublicUrl(options.publicUrl);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', sandboxUrl);
      const [first = '', second = '', ...rest] = url.pathname.split('/').slice(1);
      const control = first === '_sandbox';
      const host = decodeURIComponent(control ? second : first).toLowerCase();
      const path = `/${(control ? rest : [second, ...rest]).join('/')}`;
      const request: SandboxRequest = {
        method: req.method ?? 'GET',
        host,
        path,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks),
        sandboxUrl,
      };
      const partner = control ? PARTNERS.find((p) => p.name === host) : PARTNERS.find((p) => p.serves(host));
      const handler = control ? partner?.control?.bind(partner) : partner?.handle.bind(partner);
      if (!handler) {
        send(res, { status: 404, body: { error: `No sandbox partner answers for ${host || '/'}` } });
        return;
      }
      Promise.resolve()
        .then(() => handler(request))
        .then(
          (reply) => send(res, reply),
          (err: unknown) => send(res, { status: 500, body: { error: String((err as Error)?.message ?? err) } }),
        );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  sandboxUrl = `http://127.0.0.1:${port}`;
  return {
    url: sandboxUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
