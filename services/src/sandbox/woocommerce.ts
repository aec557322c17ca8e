import type { SandboxPartner, SandboxReply, SandboxRequest } from './index.js';

/** A WooCommerce site the sandbox plays: its REST API credentials and its orders. */
interface Site {
  key: string;
  secret: string;
  orders: Record<string, unknown>[];
  nextId: number;
  /** The query of each orders call, for tests to count pages and read the cursor. */
  requests: string[];
}

const sites = new Map<string, Site>();

const json = (status: number, body: unknown, headers?: Record<string, string>): SandboxReply => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});

const wooError = (status: number, code: string, message: string) => json(status, { code, message, data: { status } });

function readBody(request: SandboxRequest): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(request.body.toString('utf8') || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Orders as added through the control, each given an id (and number, and creation time) if it lacks one. */
function addOrders(site: Site, orders: unknown) {
  if (!Array.isArray(orders)) return;
  for (const raw of orders as Record<string, unknown>[]) {
    const id = typeof raw.id === 'number' ? raw.id : site.nextId;
    site.nextId = Math.max(site.nextId, id + 1);
    site.orders.push({
      number: String(id),
      status: 'processing',
      date_created_gmt: new Date().toISOString().slice(0, 19),
      ...raw,
      id,
    });
  }
  site.orders.sort((a, b) => (a.id as number) - (b.id as number));
}

/**
 * WooCommerce's REST API (v3) orders endpoint for the sites registered through the control:
 * HTTP Basic consumer key and secret (401 otherwise), per_page/page with X-WP-Total and
 * X-WP-TotalPages, orderby=id, order, `after` (GMT with dates_are_gmt) and `status`.
 * Other hosts are not its business, so a catch-all partner after it can answer them.
 */
export const woocommerce: SandboxPartner = {
  name: 'woocommerce',
  serves: (host) => sites.has(host),

  handle(request) {
    const site = sites.get(request.host)!;
    site.requests.push(request.query.toString());
    if (request.path.replace(/\/$/, '') !== '/wp-json/wc/v3/orders' || request.method !== 'GET') {
      return wooError(404, 'rest_no_route', 'No route was found matching the URL and request method.');
    }
    const header = request.headers.authorization ?? '';
    const [user, pass] = header.startsWith('Basic ')
      ? Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')
      : [request.query.get('consumer_key'), request.query.get('consumer_secret')];
    if (user !== site.key || pass !== site.secret) {
      return wooError(401, 'woocommerce_rest_cannot_view', 'Sorry, you cannot list resources.');
    }
    const perPage = Number(request.query.get('per_page') ?? 10);
    const page = Number(request.query.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100 || !Number.isInteger(page) || page < 1) {
      return wooError(400, 'rest_invalid_param', 'Invalid parameter(s): per_page, page');
    }
    let orders = [...site.orders];
    const after = request.query.get('after');
    if (after) {
      const since = Date.parse(`${after.replace(/Z$/, '')}Z`);
      if (Number.isNaN(since)) return wooError(400, 'rest_invalid_param', 'Invalid parameter(s): after');
      orders = orders.filter((o) => Date.parse(`${String(o.date_created_gmt)}Z`) > since);
    }
    const status = request.query.get('status');
    if (status && status !== 'any') {
      const wanted = new Set(status.split(','));
      orders = orders.filter((o) => wanted.has(String(o.status)));
    }
    const byId = (a: Record<string, unknown>, b: Record<string, unknown>) => (a.id as number) - (b.id as number);
    // WooCommerce's default order is newest first by date; the product asks for id ascending.
    orders.sort(
      request.query.get('orderby') === 'id' && request.query.get('order') === 'asc' ? byId : (a, b) => byId(b, a),
    );
    const total = orders.length;
    const totalPages = Math.ceil(total / perPage);
    return json(200, orders.slice((page - 1) * perPage, page * perPage), {
      'x-wp-total': String(total),
      'x-wp-totalpages': String(totalPages),
    });
  },

  /**
   * POST /sites {host, key, secret, orders?} registers (or resets) a site;
   * POST /sites/{host}/orders [orders] or {orders} adds orders; GET /sites/{host} gives its
   * order count and the queries of the orders calls it answered.
   */
  control(request) {
    const parts = request.path.split('/').filter(Boolean).map(decodeURIComponent);
    if (request.method === 'POST' && parts.length === 1 && parts[0] === 'sites') {
      const body = readBody(request);
      const host = typeof body?.host === 'string' ? body.host.toLowerCase() : '';
      if (!host || typeof body?.key !== 'string' || typeof body?.secret !== 'string') {
        return json(400, { error: 'host, key and secret are required' });
      }
      const site: Site = { key: body.key, secret: body.secret, orders: [], nextId: 1, requests: [] };
      addOrders(site, body.orders);
      sites.set(host, site);
      return json(201, { host, orders: site.orders.length });
    }
    const site = parts[0] === 'sites' && parts[1] ? sites.get(parts[1].toLowerCase()) : undefined;
    if (!site) return json(404, { error: 'No such site' });
    if (request.method === 'POST' && parts.length === 3 && parts[2] === 'orders') {
      let body: unknown;
      try {
        body = JSON.parse(request.body.toString('utf8') || '[]');
      } catch {
        return json(400, { error: 'orders must be JSON' });
      }
      addOrders(site, Array.isArray(body) ? body : (body as { orders?: unknown })?.orders);
      return json(201, { orders: site.orders.length });
    }
    if (request.method === 'GET' && parts.length === 2) {
      return json(200, { orders: site.orders.length, requests: site.requests });
    }
    return json(404, { error: 'No such control' });
  },
};
