import { BEAT_ORDERS_SHEET } from '@parcelo/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, shot, signedInAtField } from '../support/browser.js';
import { oneWarehouseSeller, signedIn, uniquePhone } from '../support/client.js';
import { retailerOf, unique } from '../support/d2r.js';
import { bulkSheet, uploadSheet } from '../support/sheets.js';

/*
 * A salesman of a brand of this test's own is given a beat of three shops, one of them the
 * brand's retailer he calls on; signed in at /field on his phone he sees the beat, its shops in
 * driving order with a number to call and the way there, and can fold the list away.
 */

const PERSON = `mutation($i: FieldPersonCreateInput!) { fieldPersonCreate(input: $i) {
  fieldPersonEdge { node { id } } userErrors { field message } } }`;
const WAREHOUSES = `query($c: ID!) { node(id: $c) { ... on Company { warehouses(first: 5) { edges { node { id } } } } } }`;
const CREATE = `mutation($i: BeatPlanCreateInput!) { beatPlanCreate(input: $i) { beatPlan { id } userErrors { message } } }`;
const PLAN = `query($id: ID!) { node(id: $id) { ... on BeatPlan { status beats { id stops { retailerName } } } } }`;
const ASSIGN = `mutation($i: BeatSalesmanAssignInput!) { beatSalesmanAssign(input: $i) { userErrors { message } } }`;

let browser: Browser;
let phone: string;
let order: string[];
let retailerName: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const admin = await signedIn('admin@demo.in');
  const seller = await oneWarehouseSeller(`Field Beats ${unique()}`);
  const company = (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id as string;
  const warehouse = (await admin.gql(WAREHOUSES, { c: company })).node.warehouses.edges[0].node.id as string;
  phone = uniquePhone();
  const made = (await admin.gql(PERSON, { i: { company, role: 'SALESMAN', firstName: 'Kamal', phone } }))
    .fieldPersonCreate;
  expect(made.userErrors).toEqual([]);
  const salesman = made.fieldPersonEdge.node.id as string;
  const retailer = await retailerOf(admin, company, salesman);
  retailerName = retailer.name;
  const retailerPhone = (
    await admin.gql(`query($id: ID!) { node(id: $id) { ... on StoreAddress { phone } } }`, { id: retailer.id })
  ).node.phone as string;
  const rows = [
    { name: retailerName, shopPhone: retailerPhone },
    { name: 'Lajpat Tea Corner', shopPhone: '9811000201' },
    { name: 'Amar Colony Stores', shopPhone: '9811000202' },
  ].map(({ name, shopPhone }, i) => ({
    retailerName: name,
    phone: shopPhone,
    address: `${i + 1} Lajpat Nagar`,
    pincode: '110024',
    latitude: 28.565 + i / 200,
    longitude: 77.24 + i / 150,
    weightKg: 25,
    volumeL: 40,
  }));
  const file = await uploadSheet(admin, await bulkSheet(BEAT_ORDERS_SHEET, rows), 'orders.xlsx');
  const created = (await admin.gql(CREATE, { i: { company, warehouse, vehicle: 'Tata_Ace', beatSize: 5, file } }))
    .beatPlanCreate;
  expect(created.userErrors).toEqual([]);
  const end = Date.now() + 60_000;
  let plan = (await admin.gql(PLAN, { id: created.beatPlan.id })).node;
  while (plan.status === 'PLANNING' && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 250));
    plan = (await admin.gql(PLAN, { id: created.beatPlan.id })).node;
  }
  expect(plan.status).toBe('PLANNED');
  const beat = plan.beats[0];
  order = beat.stops.map((s: { retailerName: string }) => s.retailerName);
  expect((await admin.gql(ASSIGN, { i: { beat: beat.id, salesman } })).beatSalesmanAssign.userErrors).toEqual([]);
});

afterAll(async () => {
  await browser?.close();
});

describe("The salesman's beats", () => {
  it('shows his beat on his phone, its shops in driving order with a call and the way there', async () => {
    const { page, context } = await signedInAtField(browser, phone);
    try {
      const beats = page.getByRole('region', { name: 'My beats' });
      await expect.poll(() => beats.getByRole('heading').textContent()).toBe('My beats (1)');
      const beat = beats.getByRole('article', { name: 'Beat 1' });
      await expect.poll(() => beat.textContent()).toMatch(/3 shops · [\d.]+ km · 75 kg/);
      const shops = beat.getByRole('list', { name: 'Beat 1 shops' }).getByRole('listitem');
      await expect.poll(() => shops.count()).toBe(3);
      for (const [i, name] of order.entries()) {
        const shop = shops.nth(i);
        expect(await shop.getByLabel(`Stop ${i + 1}`).textContent()).toBe(String(i + 1));
        expect(await shop.textContent()).toContain(name);
        expect(await shop.getByRole('link', { name: `Directions to ${name}` }).getAttribute('href')).toMatch(
          /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=28\.\d+,77\.\d+$/,
        );
      }
      const call = beat.getByRole('link', { name: `Call ${retailerName}` });
      expect(await call.getAttribute('href')).toMatch(/^tel:\+91\d{10}$/);
      await shot(page, 'field-beats');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await beat.getByRole('button', { name: 'Hide shops' }).click();
      await expect.poll(() => shops.count()).toBe(0);
      await beat.getByRole('button', { name: 'Show shops' }).click();
      await expect.poll(() => shops.count()).toBe(3);
    } finally {
      await context.close();
    }
  });
});
