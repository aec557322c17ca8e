import { describe, expect, inject, it } from 'vitest';

/** A route each service is known to have; the empty services have only their health check so far. */
const KNOWN_PATH: Record<string, string> = {
  ums: '/ums/password',
  nms: '/customerRequest',
  oms: '/orders',
  wms: '/catalogue',
  d2r: '/health',
  hms: '/health',
  hub: '/health',
  invoices: '/health',
};

describe('REST contracts', () => {
  it.each(Object.keys(KNOWN_PATH))('%s publishes its routes as OpenAPI 3 at /openapi.json', async (service) => {
    const res = await fetch(`${inject('serviceUrls')[service]}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths).toHaveProperty([KNOWN_PATH[service]!]);
  });

  it('describes a request body from the shared schema', async () => {
    const doc = (await (await fetch(`${inject('serviceUrls').oms}/openapi.json`)).json()) as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }
      >;
    };
    const body = doc.paths['/orders']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['warehouseId', 'shippingAddress', 'items']),
    );
  });

  it('answers a hostile body with a 400 in the envelope, never a 500', async () => {
    const res = await fetch(`${inject('serviceUrls').ums}/ums/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'x'.repeat(100_000) }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: false, data: { code: 'INVALID', field: 'login' } });
  });

  it('refuses a caller without the declared access before reading their input', async () => {
    const urls = inject('serviceUrls');
    let checked = 0;
    for (const [service, url] of Object.entries(urls)) {
      const doc = (await (await fetch(`${url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { 'x-access'?: string[] }>>;
      };
      for (const [path, operations] of Object.entries(doc.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          const access = operation['x-access'];
          expect(access, `${service} ${method} ${path} declares who may call it`).toBeDefined();
          if (access!.includes('public')) continue;
          // A body no route accepts: the answer must be about the caller, not the input.
          const res = await fetch(url + path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'), {
            method: method.toUpperCase(),
            ...(method === 'get' || method === 'delete'
              ? {}
              : { headers: { 'content-type': 'application/json' }, body: '{"unexpected":[1]}' }),
          });
          expect(res.status, `${service} ${method} ${path}`).toBe(access!.every((a) => a === 'internal') ? 403 : 401);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('declares what every route answers, so the clients generated from it are typed', async () => {
    const undeclared: string[] = [];
    for (const [service, url] of Object.entries(inject('serviceUrls'))) {
      const doc = (await (await fetch(`${url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, unknown> }> }>>;
      };
      for (const [path, operations] of Object.entries(doc.paths))
        for (const [method, operation] of Object.entries(operations))
          if (!operation.responses?.['200']?.content?.['application/json'])
            undeclared.push(`${service} ${method.toUpperCase()} ${path}`);
    }
    // Only the routes answering a file (a PDF, a sheet, a zip) or a stored object, not the envelope.
    expect(undeclared.sort()).toEqual(
      [
        'invoices GET /billing/invoices/{id}/pdf',
        'invoices GET /billing/invoices/{id}/statement',
        'invoices GET /bulk/shipping-adjustments/template',
        'invoices GET /codRemittance/bulk/template',
        'oms GET /bulk/orders/template',
        'oms GET /documents/creditNote/{orderId}',
        'oms GET /documents/invoice/{orderId}',
        'oms GET /documents/label/{orderId}',
        'oms GET /download/links/{id}',
        'oms GET /objects/{*}',
        'oms POST /download/invoice',
        'oms POST /download/label',
        'wms GET /bulk/catalogues/template',
        'wms GET /bulk/inventory/template',
        'wms GET /bulk/wsin-maps/template',
        'wms GET /bulk/wsins/template',
        'wms GET /csv/catalogue/pricing/{companyId}/{storeId}',
        'wms GET /csv/inventory',
        'wms GET /csv/warehouses',
        'ums GET /csv/companies',
        'ums GET /csv/admin-users',
        'oms GET /csv/shipping-packages',
        'nms GET /csv/customer-requests',
        'nms GET /csv/notifications',
        'invoices GET /csv/wallet-transactions',
        'invoices GET /csv/shipping-adjustments',
        'invoices GET /csv/cod-remittances',
        'invoices GET /csv/payment-logs',
        'hub GET /csv/trips',
        'd2r GET /csv/d2r/retailers',
        'd2r GET /csv/d2r/external-retailers',
        'd2r GET /csv/d2r/promoter-stock',
        'd2r GET /csv/d2r/promoter-stock/sell-through',
        'd2r GET /csv/d2r/retail-discounts',
        'd2r GET /csv/d2r/retailer-engine',
        'd2r GET /d2r/beats/plans/{id}/download',
        'd2r GET /d2r/beats/template',
        'd2r GET /d2r/beats/upload/template',
        'd2r GET /d2r/external-retailers/bulk/template',
        'd2r GET /d2r/retail-discounts/bulk/template',
        'hms GET /csv/salesmen',
        'invoices GET /csv/d2r/invoices',
        'invoices GET /csv/d2r/credit-notes',
        'invoices GET /d2r/credit-notes/{id}/pdf',
      ].sort(),
    );
  });

  it('names every operation, once, so a client can be generated from the document', async () => {
    for (const [service, url] of Object.entries(inject('serviceUrls'))) {
      const doc = (await (await fetch(`${url}/openapi.json`)).json()) as {
        paths: Record<string, Record<string, { operationId?: string }>>;
      };
      const names = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.entries(operations).map(([method, operation]) => {
          expect(operation.operationId, `${service} ${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
          return operation.operationId!;
        }),
      );
      expect(new Set(names).size, `${service}'s operation names are its own`).toBe(names.length);
    }
    const oms = (await (await fetch(`${inject('serviceUrls').oms}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    expect(oms.paths['/orders/{id}/ship']?.post?.operationId).toBe('postOrdersByIdShip');
  });
});
