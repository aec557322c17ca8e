import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Session, signedIn, twoWarehouseSeller, uniqueEmail, uniquePhone } from '../support/client.js';
import { BUYER } from '../support/sheets.js';

/*
 * Admin roles, enforced by the services: a Finance sub-admin handles the brands' money, an Ops
 * sub-admin their operations, and the super admin both. A refused call is a top-level FORBIDDEN
 * and changes nothing.
 */

const SUB_ADMIN = `mutation($i: SubAdminCreateInput!) { subAdminCreate(input: $i) { user { id } userErrors { message } } }`;
const globalId = (type: string, id = randomUUID()) => Buffer.from(`${type}:${id}`).toString('base64');

let superAdmin: Session;
let ops: Session;
let finance: Session;
let seller: Session;
let company: string;
let order: string;
let companyWarehouse: string;
let warehouse: string;

async function subAdmin(role: 'OPS' | 'FINANCE'): Promise<Session> {
  const email = uniqueEmail(role.toLowerCase());
  const created = await superAdmin.gql(SUB_ADMIN, {
    i: { name: `Roles ${role}`, phone: uniquePhone(), email, password: 'Roles12345', role },
  });
  expect(created.subAdminCreate.userErrors).toEqual([]);
  return signedIn(email, 'Roles12345');
}

beforeAll(async () => {
  superAdmin = await signedIn('admin@demo.in');
  ops = await subAdmin('OPS');
  finance = await subAdmin('FINANCE');
  seller = await twoWarehouseSeller(`Roles Test Traders ${randomUUID().slice(0, 5)}`);
  const { viewer } = await seller.gql(
    `{ viewer { company { id warehouses(first: 5) { edges { node { id warehouseId } } } } } }`,
  );
  company = viewer.company.id;
  warehouse = viewer.company.warehouses.edges.find(
    (e: { node: { warehouseId: string } }) => e.node.warehouseId === 'WH-DEL-001',
  ).node.id;
  const attachments = await superAdmin.gql(
    `query($c: ID!) { node(id: $c) { ... on Company { companyWarehouses(first: 5) { edges { node { id } } } } } }`,
    { c: company },
  );
  companyWarehouse = attachments.node.companyWarehouses.edges[0].node.id;
  await seller.gql(
    `mutation { companyPreferencesUpdate(input: { allowUnlistedSkus: true }) { userErrors { message } } }`,
  );
  const created = await seller.gql(
    `mutation($i: OrderCreateInput!) { orderCreate(input: $i) { orderEdge { node { id } } userErrors { message } } }`,
    {
      i: {
        warehouse,
        paymentMode: 'PREPAID',
        ...BUYER,
        weight: 0.5,
        items: [{ title: 'Assam tea', sku: `ROLES-${randomUUID().slice(0, 6)}`, quantity: 1, unitPrice: 50_000 }],
      },
    },
  );
  expect(created.orderCreate.userErrors).toEqual([]);
  order = created.orderCreate.orderEdge.node.id;
});

type Action = [name: string, call: (as: Session) => Promise<{ errors?: { extensions?: { code?: string } }[] }>];

const run = (mutation: string, input: () => Record<string, unknown>) => (as: Session) =>
  as.raw(
    `mutation($i: ${mutation.split(':')[1]}!) { ${mutation.split(':')[0]}(input: $i) { userErrors { message } } }`,
    {
      i: input(),
    },
  );

/** The brands' money: Finance's. */
const MONEY: Action[] = [
  [
    'wallet transaction',
    run('walletTransactionCreate:WalletTransactionCreateInput', () => ({
      company,
      description: 'NEFT recharge',
      amount: 10_000,
      type: 'CREDIT',
      code: '100',
    })),
  ],
  ['wallet floor', run('walletFloorUpdate:WalletFloorUpdateInput', () => ({ company, floor: -10_000 }))],
  ['rate card', run('pricingPreferencesUpdate:PricingPreferencesUpdateInput', () => ({ company, smsCharges: 30 }))],
  ['monthly invoices', run('billingMonthRun:BillingMonthRunInput', () => ({ month: '2023-01' }))],
  [
    'payment approval',
    run('paymentLogDecide:PaymentLogDecideInput', () => ({ paymentLog: globalId('PaymentLog'), decision: 'APPROVE' })),
  ],
  [
    'payment request for a brand',
    run('paymentRequestCreate:PaymentRequestCreateInput', () => ({
      company,
      channel: 'EMAIL',
      email: uniqueEmail('payer'),
      amount: 10_000,
      message: 'Roles',
    })),
  ],
  ['COD remittance run', run('codRemittanceRun:CodRemittanceRunInput', () => ({ company }))],
  [
    'COD remittance settings',
    run('codRemittanceSettingsUpdate:CodRemittanceSettingsUpdateInput', () => ({ company, toWallet: false })),
  ],
  [
    'weight dispute (shipping charge adjustment)',
    run('weightDisputeResolve:WeightDisputeResolveInput', () => ({
      weightDiscrepancy: globalId('WeightDiscrepancy'),
      outcome: 'REJECTED',
      remark: 'Weighed again',
    })),
  ],
];

/** The brands' operations: Ops's. */
const OPERATIONS: Action[] = [
  [
    'warehouse attached to a company',
    run('companyWarehouseAttach:CompanyWarehouseAttachInput', () => ({
      company,
      warehouse,
      warehouseType: 'MICRO',
      gstNumber: '07AABCT1234D1ZW',
    })),
  ],
  [
    "a brand's warehouse switched",
    run('companyWarehouseActiveUpdate:CompanyWarehouseActiveUpdateInput', () => ({ companyWarehouse, active: true })),
  ],
  ["a brand's order cancelled", run('orderCancel:OrderCancelInput', () => ({ id: order }))],
  [
    "a brand's product",
    run('catalogueProductCreate:CatalogueProductInput', () => ({
      company,
      productTitle: 'Roles tea',
      sku: `ROLES-P-${randomUUID().slice(0, 6)}`,
      category: 'Tea',
      price: 25_000,
      basePrice: 20_000,
      margin: 20,
      hsnCode: '0902',
      weight: 250,
    })),
  ],
  [
    "a brand's WSIN",
    run('wsinCreate:WsinCreateInput', () => ({ company, name: 'Roles tea', wsin: `RL${randomUUID().slice(0, 6)}` })),
  ],
  [
    "a brand's preferences",
    run('companyPreferencesUpdate:CompanyPreferencesUpdateInput', () => ({ company, allowUnlistedSkus: true })),
  ],
  [
    'NDR approval',
    run('customerRequestsApprovalStatusUpdate:CustomerRequestsApprovalStatusUpdateInput', () => ({
      ids: [globalId('CustomerRequest')],
      approvalStatus: 'APPROVED',
    })),
  ],
  [
    'message template',
    run('messageTemplateCreate:MessageTemplateCreateInput', () => ({
      company,
      templateName: `roles_${randomUUID().slice(0, 6)}`,
      messageBody: 'Hello from Roles',
    })),
  ],
  [
    'Micro-WH request answered',
    run('warehouseRequestResolve:WarehouseRequestResolveInput', () => ({
      warehouseRequest: globalId('WarehouseRequest'),
      decision: 'DECLINE',
      remark: 'No room',
    })),
  ],
];

const codeOf = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

describe('admin roles', () => {
  it.each(MONEY)('an Ops sub-admin is refused the money action: %s', async (_, call) => {
    expect(codeOf(await call(ops))).toBe('FORBIDDEN');
  });

  it.each(OPERATIONS)('a Finance sub-admin is refused the operations action: %s', async (_, call) => {
    expect(codeOf(await call(finance))).toBe('FORBIDDEN');
  });

  it.each(MONEY)('Finance and the super admin may do the money action: %s', async (_, call) => {
    for (const as of [finance, superAdmin]) {
      const answer = await call(as);
      expect(codeOf(answer), JSON.stringify(answer)).not.toBe('FORBIDDEN');
    }
  });

  it.each(OPERATIONS)('Ops and the super admin may do the operations action: %s', async (_, call) => {
    for (const as of [ops, superAdmin]) {
      const answer = await call(as);
      expect(codeOf(answer), JSON.stringify(answer)).not.toBe('FORBIDDEN');
    }
  });

  it('a refused action changes nothing: the wallet floor stays as Finance left it', async () => {
    const FLOOR = `mutation($i: WalletFloorUpdateInput!) { walletFloorUpdate(input: $i) { wallet { floor } userErrors { message } } }`;
    expect((await finance.gql(FLOOR, { i: { company, floor: -5_000 } })).walletFloorUpdate.wallet.floor).toBe(-5_000);
    const refused = await ops.raw(FLOOR, { i: { company, floor: -90_000 } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Your admin role does not allow this.',
      extensions: { code: 'FORBIDDEN' },
    });
    const wallet = await superAdmin.gql(`query($c: ID) { wallet(company: $c) { floor } }`, { c: company });
    expect(wallet.wallet.floor).toBe(-5_000);
  });
});
