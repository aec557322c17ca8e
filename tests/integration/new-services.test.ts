import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServices, type RunningServices } from '@parcelo/services/stack';
import { startBff, type RunningBff } from '../../bff/src/server.js';
import type { D2rDB } from '../../services/src/d2r/db.js';
import type { HmsDB } from '../../services/src/hms/db.js';
import type { HubDB } from '../../services/src/hub/db.js';
import type { InvoicesDB } from '../../services/src/invoices/db.js';
import { Session } from '../support/client.js';
import { sellerOnStack } from '../support/stock.js';

// The four services that start as skeletons, each with UMS for sessions and its first read route
// (and NMS, which texts a new seller its sign-up code).
let services: RunningServices;
let bff: RunningBff;
let admin: Session;
let seller: Session;
let sellerCompanyId: string;

beforeAll(async () => {
  services = await startServices({
    services: ['ums', 'nms', 'd2r', 'hms', 'hub', 'invoices'],
    port: () => 0,
    seed: true,
    ...(process.env.DATABASE_URL ? {} : { databaseOptions: { dataDir: 'memory://' } }),
  });
  bff = await startBff({ urls: services.urls, port: 0 });
  admin = await new Session(bff.url).signIn('admin@demo.in');
  // A company of this file's own, whose addresses and invoices are looked for.
  seller = await sellerOnStack({ bffUrl: bff.url, nmsUrl: services.urls.nms! }, 'Sahyadri Jaggery Co');
  const ums = services.database.forSchema<{ users: { email: string; company_id: string | null } }>('ums');
  sellerCompanyId = (
    await ums.selectFrom('users').select('company_id').where('email', '=', seller.login!).executeTakeFirstOrThrow()
  ).company_id!;
});

afterAll(async () => {
  await bff?.close();
  await services?.close();
});

async function get(service: 'd2r' | 'hms' | 'hub' | 'invoices', path: string, as?: Session) {
  const res = await fetch(`${services.urls[service]}${path}`, { headers: as?.cookie ? { cookie: as.cookie } : {} });
  return { code: res.status, body: (await res.json()) as { status: boolean; data: any; message: string } };
}

describe('HMS', () => {
  it('lists active salesmen to admins only', async () => {
    const db = services.database.forSchema<HmsDB>('hms');
    const phone = `9${Date.now().toString().slice(-9)}`;
    const id = randomUUID();
    // A brand of this test's own: GET /salesman lists one brand's salesmen.
    const company = randomUUID();
    await db
      .insertInto('salesmen')
      .values([
        { id, company_id: company, first_name: 'Ravi', last_name: 'Kumar', phone },
        {
          id: randomUUID(),
          company_id: company,
          first_name: 'Gone',
          last_name: null,
          phone: `8${phone.slice(1)}`,
          is_active: false,
        },
      ])
      .execute();
    const listed = await get('hms', `/salesman?companyId=${company}`, admin);
    expect(listed.body.data).toContainEqual({ id, firstName: 'Ravi', lastName: 'Kumar', phone });
    expect(listed.body.data.some((s: { firstName: string }) => s.firstName === 'Gone')).toBe(false);
    expect((await get('hms', '/salesman', seller)).code).toBe(403);
    expect((await get('hms', '/salesman')).code).toBe(401);
  });
});

describe('D2R', () => {
  it("lists a company's active store addresses to that company and to admins", async () => {
    const db = services.database.forSchema<D2rDB>('d2r');
    // On PostgreSQL earlier runs' addresses are still there: only this run's are looked for.
    const id: string = randomUUID();
    const inactiveId: string = randomUUID();
    const otherCompanysId: string = randomUUID();
    const address = {
      first_name: 'Sharma Stores',
      address_line1: '12 MG Road',
      city: 'Gurgaon',
      state: 'Haryana',
      pincode: '122001',
      phone: '9876500011',
    };
    await db
      .insertInto('store_addresses')
      .values([
        { id, company_id: sellerCompanyId, ...address },
        { id: inactiveId, company_id: sellerCompanyId, ...address, is_active: false },
        { id: otherCompanysId, company_id: randomUUID(), ...address },
      ])
      .execute();
    const ids = (reply: { body: { data: { storeAddresses: { id: string }[] } } }) =>
      reply.body.data.storeAddresses.map((a) => a.id).filter((a) => [id, inactiveId, otherCompanysId].includes(a));
    const own = await get('d2r', '/d2r/store-address', seller);
    expect(ids(own)).toEqual([id]);
    expect(own.body.data.storeAddresses.find((a: { id: string }) => a.id === id)).toMatchObject({
      firstName: 'Sharma Stores',
      country: 'India',
      isActive: true,
    });
    const named = await get('d2r', `/d2r/store-address?companyId=${sellerCompanyId}`, admin);
    expect(ids(named)).toEqual([id]);
    expect((await get('d2r', `/d2r/store-address?companyId=${randomUUID()}`, seller)).code).toBe(403);
  });
});

describe('Hub', () => {
  it("lists a driver's assigned orders to admins", async () => {
    const db = services.database.forSchema<HubDB>('hub');
    const driverId = randomUUID();
    const orderId = randomUUID();
    await db
      .insertInto('assigned_orders')
      .values({
        order_id: orderId,
        driver_id: driverId,
        awb: 'AWB100',
        payment_method: 'COD',
        total_price_paise: 49_950,
        order_status: 4,
      })
      .execute();
    const listed = await get('hub', `/hub/drivers/${driverId}/assigned-orders`, admin);
    expect(listed.body.data.assignedOrders).toEqual([
      { orderId, awb: 'AWB100', paymentMethod: 'COD', totalPrice: 49_950, orderStatus: 4, driverId },
    ]);
    expect((await get('hub', `/hub/drivers/${driverId}/assigned-orders`, seller)).code).toBe(403);
  });
});

describe('Invoices', () => {
  it("pages a company's invoices, newest first; sellers see only their own", async () => {
    const db = services.database.forSchema<InvoicesDB>('invoices');
    const run = randomUUID().slice(0, 8);
    // On PostgreSQL earlier runs' invoices are still there: counts are compared with before.
    const ownBefore = (await get('invoices', '/invoices?records=1', seller)).body.data.totalCount as number;
    const allBefore = (await get('invoices', '/invoices?records=1', admin)).body.data.totalCount as number;
    await db
      .insertInto('invoices')
      .values([
        {
          id: randomUUID(),
          company_id: sellerCompanyId,
          invoice_id: `INV-${run}-1`,
          final_price_paise: 120_000,
          payment_mode: 'CASH',
          status: 'PENDING',
          created_at: new Date(Date.now() - 60_000),
        },
        {
          id: randomUUID(),
          company_id: sellerCompanyId,
          invoice_id: `INV-${run}-2`,
          final_price_paise: 80_000,
          amount_paid_paise: 80_000,
          payment_mode: 'UPI',
          status: 'PAID',
          is_closed: true,
        },
        {
          id: randomUUID(),
          company_id: randomUUID(),
          invoice_id: `INV-${run}-3`,
          final_price_paise: 5000,
          payment_mode: 'CASH',
          status: 'PENDING',
        },
      ])
      .execute();
    const page = await get('invoices', '/invoices?records=1&page=1', seller);
    expect(page.body.data.totalCount).toBe(ownBefore + 2);
    expect(page.body.data.invoices).toHaveLength(1);
    expect(page.body.data.invoices[0]).toMatchObject({
      invoiceId: `INV-${run}-2`,
      finalPrice: 80_000,
      amountPaid: 80_000,
      isClosed: true,
    });
    const all = await get('invoices', '/invoices?records=10', admin);
    expect(all.body.data.totalCount).toBe(allBefore + 3);
    expect((await get('invoices', `/invoices?company=${randomUUID()}`, seller)).code).toBe(403);
    expect((await get('invoices', '/invoices?records=0', admin)).code).toBe(400);
  });
});
