import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

const allowHosts: string[] = [];
const settings: { sandboxUrl?: string } = {};
vi.mock('./config.js', () => ({ config: () => ({ outboundAllowHosts: allowHosts, ...settings }) }));
// Names a hostile DNS answers with our own addresses dressed as IPv6; the rest go to the real resolver.
const hostileDns: Record<string, string> = {
  'compat.rebind.example': '::7f00:1',
  'meta.rebind.example': '::a9fe:a9fe',
  'mapped.rebind.example': '::ffff:a9fe:a9fe',
  'nat64.rebind.example': '64:ff9b::a00:1',
  'sixtofour.rebind.example': '2002:a9fe:a9fe::1',
};
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof import('node:dns')>();
  const lookup = (host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    const address = hostileDns[host];
    if (!address) return dns.lookup(host, options, callback as never);
    return options.all ? callback(null, [{ address, family: 6 }]) : callback(null, address, 6);
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});
const { OutboundRefused, assertPublicHost, canonicalHost, isPublicAddress, outboundFetch, partnerUrl, sameOrigin } =
  await import('./outbound.js');

afterEach(() => {
  allowHosts.length = 0;
  delete settings.sandboxUrl;
});

describe('addresses a seller may point us at', () => {
  it('refuses every private, loopback, link-local, CGNAT, multicast and IPv6 local form', () => {
    for (const address of [
      '127.0.0.1',
      '127.1',
      '0x7f000001',
      '2130706433',
      '0177.0.0.1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:169.254.169.254]',
      '169.254.169.254',
      '10.0.0.1',
      '10.255.255.255',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.254',
      '224.0.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      'ff02::1',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      // IPv4 of our own network dressed as IPv6, as the URL parser writes it or not.
      '::127.0.0.1',
      '::7f00:1',
      '[::169.254.169.254]',
      '::a9fe:a9fe',
      '::a00:1',
      '0:0:0:0:0:ffff:a9fe:a9fe',
      '::ffff:0:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::a00:1',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('takes public IPv4 and IPv6 addresses', () => {
    for (const address of ['8.8.8.8', '23.227.38.65', '100.128.0.1', '2606:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('reads hosts as the URL parser does', () => {
    expect(canonicalHost('127.1')).toBe('127.0.0.1');
    expect(canonicalHost('0x7f000001')).toBe('127.0.0.1');
    expect(canonicalHost('::ffff:127.0.0.1')).toBe('::ffff:7f00:1');
    expect(canonicalHost('Shop.MyShopify.com')).toBe('shop.myshopify.com');
  });

  it('checks literal hosts and every address a name resolves to', async () => {
    for (const host of [
      '127.1',
      '0x7f000001',
      '169.254.169.254',
      '[fd00::1]',
      '::ffff:127.0.0.1',
      '[::127.0.0.1]',
      '::169.254.169.254',
      '[0:0:0:0:0:ffff:a9fe:a9fe]',
      '64:ff9b::a9fe:a9fe',
      'localhost',
    ]) {
      await expect(assertPublicHost(host), host).rejects.toBeInstanceOf(OutboundRefused);
    }
    await expect(assertPublicHost('8.8.8.8')).resolves.toBeUndefined();
    allowHosts.push('localhost');
    await expect(assertPublicHost('localhost')).resolves.toBeUndefined();
  });

  it('compares a link with the origin called', () => {
    expect(sameOrigin('https://a.myshopify.com/admin?page_info=x', 'https://a.myshopify.com/admin')).toBe(true);
    expect(sameOrigin('https://b.myshopify.com/admin', 'https://a.myshopify.com/admin')).toBe(false);
    expect(sameOrigin('http://a.myshopify.com/admin', 'https://a.myshopify.com/admin')).toBe(false);
    expect(sameOrigin('not a url', 'https://a.myshopify.com/')).toBe(false);
  });
});

describe('outboundFetch', () => {
  async function server(handler: Parameters<typeof createServer>[1]) {
    const s = createServer(handler);
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    return { port: (s.address() as AddressInfo).port, close: () => new Promise((r) => s.close(r)) };
  }

  it('refuses a loopback or plain http address before connecting, unless the host is allowed', async () => {
    let hits = 0;
    const s = await server((_, res) => {
      hits += 1;
      res.end('{}');
    });
    try {
      await expect(outboundFetch(`http://127.0.0.1:${s.port}/`)).rejects.toBeInstanceOf(OutboundRefused);
      await expect(outboundFetch(`https://127.0.0.1/`)).rejects.toThrow(/not a public internet address/);
      await expect(outboundFetch(`https://localhost/`)).rejects.toThrow(/not a public internet address/);
      expect(hits).toBe(0);
      allowHosts.push('127.0.0.1');
      expect((await outboundFetch(`http://127.0.0.1:${s.port}/`)).status).toBe(200);
      expect(hits).toBe(1);
    } finally {
      await s.close();
    }
  });

  it('checks the addresses a name resolves to at connection time', async () => {
    // Allowed through the first check by its scheme and port, refused when the name resolves.
    await expect(outboundFetch('https://localhost/')).rejects.toThrow(/localhost leads to/);
    for (const [host, address] of Object.entries(hostileDns)) {
      await expect(outboundFetch(`https://${host}/orders.json`), host).rejects.toThrow(`${host} leads to ${address}`);
      await expect(assertPublicHost(host), host).rejects.toBeInstanceOf(OutboundRefused);
    }
  });

  it('refuses a private IPv4 address written as IPv6 before connecting', async () => {
    for (const host of [
      '[::127.0.0.1]',
      '[::169.254.169.254]',
      '[::ffff:7f00:1]',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:ffff:a9fe:a9fe]',
      '[64:ff9b::7f00:1]',
      '[2002:a9fe:a9fe::]',
    ]) {
      await expect(outboundFetch(`https://${host}/latest/meta-data`), host).rejects.toThrow(
        /not a public internet address/,
      );
    }
  });

  it('never follows a redirect', async () => {
    let followed = false;
    const s = await server((req, res) => {
      if (req.url === '/elsewhere') followed = true;
      res.writeHead(302, { location: `http://localhost:${req.socket.localPort}/elsewhere` }).end();
    });
    allowHosts.push('127.0.0.1', 'localhost');
    try {
      await expect(outboundFetch(`http://127.0.0.1:${s.port}/`)).rejects.toThrow(/answered with a redirect/);
      expect(followed).toBe(false);
    } finally {
      await s.close();
    }
  });
});

describe('OUTBOUND_ALLOW_HOSTS', () => {
  it('is read as a list in development and refused in production', async () => {
    const { loadConfig } = await vi.importActual<typeof import('./config.js')>('./config.js');
    expect(loadConfig({ OUTBOUND_ALLOW_HOSTS: '127.0.0.1, Localhost' }).outboundAllowHosts).toEqual([
      '127.0.0.1',
      'localhost',
    ]);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        INTERNAL_API_KEY: 'k',
        PRINCIPAL_SIGNING_KEY: 'p',
        SECRETS_KEY: 's',
        SHOPIFY_API_SECRET: 'a',
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
      }),
    ).toThrow(/OUTBOUND_ALLOW_HOSTS is for development and tests only/);
  });
});

describe('the partner sandbox', () => {
  it('takes calls to public addresses, keeping host, path and query, and leaves allowed hosts alone', () => {
    expect(partnerUrl('https://shop-one.myshopify.com/admin/api/2024-10/orders.json?limit=5').href).toBe(
      'https://shop-one.myshopify.com/admin/api/2024-10/orders.json?limit=5',
    );
    settings.sandboxUrl = 'http://127.0.0.1:4100';
    expect(partnerUrl('https://shop-one.myshopify.com/admin/api/2024-10/orders.json?limit=5').href).toBe(
      'http://127.0.0.1:4100/shop-one.myshopify.com/admin/api/2024-10/orders.json?limit=5',
    );
    allowHosts.push('127.0.0.1');
    expect(partnerUrl('http://127.0.0.1:9999/x').href).toBe('http://127.0.0.1:9999/x');
  });

  it('still refuses private addresses and local names, without asking DNS for public ones', async () => {
    settings.sandboxUrl = 'http://127.0.0.1:4100';
    await expect(assertPublicHost('hooks.example.in')).resolves.toBeUndefined();
    for (const host of ['127.0.0.1', '10.0.0.1', 'localhost', 'printer.local', 'db.internal', 'intranet']) {
      await expect(assertPublicHost(host)).rejects.toBeInstanceOf(OutboundRefused);
    }
    await expect(outboundFetch('https://localhost/hook')).rejects.toBeInstanceOf(OutboundRefused);
    await expect(outboundFetch('https://192.168.1.5/hook')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('sends a call for a public host to the sandbox, which answers for it', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      settings.sandboxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      allowHosts.length = 0;
      const res = await outboundFetch('https://api.courier.example/v1/ship?x=1');
      expect(await res.json()).toEqual({ ok: true });
      expect(seen).toEqual(['/api.courier.example/v1/ship?x=1']);
    } finally {
      server.close();
    }
  });
});
