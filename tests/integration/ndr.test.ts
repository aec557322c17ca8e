import { beforeAll, describe, expect, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import {
  Session,
  signedIn,
  signedInAgain,
  sellerAt,
  uniqueEmail,
  uniquePhone,
  verifiedSeller,
} from '../support/client.js';
import { collect, wsClient } from '../support/subscriptions.js';
import { STATUS_UPDATE, internalGet, markUndelivered, ndrToken, placeOrderFor, textedToken } from '../support/ndr.js';
import { listedSku } from '../support/stock.js';

const LINK = `query($t: String!) { customerRequestLink(token: $t) { state request { orderNumber awb buyerName buyerPhone address { addressLine1 city pincode } undeliveredReason formLinkStatus requestType alternatePhone alternateAddress { addressLine1 city pincode } deferredDeliveryDate issueType issueDescription brand { name page { primaryColor } } } } }`;
const SUBMIT = `mutation($i: CustomerRequestSubmitInput!) { customerRequestSubmit(input: $i) { link { state request { formLinkStatus requestType alternatePhone } } userErrors { field message code } } }`;
const LIST = `query($s: CustomerRequestSearch, $c: ID) { customerRequests(first: 10, search: $s, company: $c) { totalCount edges { node { id orderNumber awb buyerPhone formLinkStatus approvalStatus requestType expired order { id status { code } } } } } }`;
const APPROVE = `mutation($i: CustomerRequestsApprovalStatusUpdateInput!) { customerRequestsApprovalStatusUpdate(input: $i) { customerRequests { id approvalStatus } userErrors { field message code } } }`;
const ORDER = `query($id: ID!) { node(id: $id) { ... on Order { status { code } customer { name phone email } shippingAddress { firstName addressLine1 addressLine2 city pincode } trail { status { code } description } customerRequests { edges { node { id formLinkStatus } } } } } }`;

let seller: Session;
let seller2: Session;
let admin: Session;
const anonymous = () => new Session();

beforeAll(async () => {
  // A company of its own under the demo brand's name, so what buyers see reads the same while no
  // other test's orders, requests or tracking page meet these.
  [seller, seller2, admin] = await Promise.all([
    sellerAt('Kettle Leaf Naturals', ['WH-DEL-001']),
    verifiedSeller('Other Brand Co'),
    signedIn('admin@demo.in'),
  ]);
  await listedSku(seller, 'CHAI-MSL-250');
});

describe('customer requests (NDR)', () => {
  it('an undelivered order texts the buyer a link; the link goes SENT → VISITED → FILLED, then shows read-only', async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(seller, phone);
    const bad = (await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'UNDELIVERED' } })).orderStatusUpdate;
    expect(bad.userErrors[0]).toMatchObject({ field: 'undeliveredReason', message: MSG.undeliveredReasonRequired });

    const undelivered = await markUndelivered(seller, order.id);
    expect(undelivered.status.code).toBe('UNDELIVERED');
    expect(undelivered.trail[0]).toMatchObject({
      description: 'Delivery attempted: Wrong Or Incomplete Address',
      city: 'Bengaluru',
    });

    const token = await ndrToken(phone);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const listed = (await seller.gql(LIST, { s: { by: 'PHONE', value: phone } })).customerRequests;
    expect(listed.edges[0].node).toMatchObject({
      orderNumber: order.shopOrderId,
      awb: order.awb,
      formLinkStatus: 'SENT',
      approvalStatus: 'PENDING',
      requestType: null,
      expired: false,
    });

    const buyer = anonymous();
    const opened = (await buyer.gql(LINK, { t: token })).customerRequestLink;
    expect(opened.state).toBe('OPEN');
    expect(opened.request).toMatchObject({
      orderNumber: order.shopOrderId,
      buyerName: 'Kavya Menon',
      buyerPhone: phone,
      address: { addressLine1: '12 MG Road', city: 'Bengaluru', pincode: '560038' },
      undeliveredReason: 'WRONG_OR_INCOMPLETE_ADDRESS',
      formLinkStatus: 'VISITED',
      brand: { name: 'Kettle Leaf Naturals' },
    });

    // The server decides: each rule answers in the spec's (or our) words, and nothing changes.
    const none = (await buyer.gql(SUBMIT, { i: { token, requestType: 'UPDATE_DETAILS' } })).customerRequestSubmit;
    expect(none.userErrors[0]).toMatchObject({ message: MSG.requestDetailsRequired });
    const phoneBad = (await buyer.gql(SUBMIT, { i: { token, requestType: 'UPDATE_DETAILS', alternatePhone: '12345' } }))
      .customerRequestSubmit;
    expect(phoneBad.userErrors[0]).toMatchObject({ field: 'alternatePhone', message: MSG.phoneInvalid });
    const addressBad = (
      await buyer.gql(SUBMIT, {
        i: {
          token,
          requestType: 'UPDATE_DETAILS',
          alternateAddress: {
            firstName: '',
            lastName: '',
            addressLine1: 'x',
            addressLine2: 'y',
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '4110',
          },
        },
      })
    ).customerRequestSubmit;
    expect(addressBad.userErrors[0]).toMatchObject({
      field: 'alternateAddress.firstName',
      message: 'first name is required',
    });
    const dateBad = (
      await buyer.gql(SUBMIT, { i: { token, requestType: 'UPDATE_DETAILS', deferredDeliveryDate: '2020-01-01' } })
    ).customerRequestSubmit;
    expect(dateBad.userErrors[0]).toMatchObject({ field: 'deferredDeliveryDate', message: MSG.deferredDateInvalid });
    expect((await buyer.gql(LINK, { t: token })).customerRequestLink.request.formLinkStatus).toBe('VISITED');

    const altPhone = uniquePhone();
    const filled = (
      await buyer.gql(SUBMIT, {
        i: {
          token,
          requestType: 'UPDATE_DETAILS',
          alternatePhone: altPhone,
          alternateAddress: {
            firstName: 'Kavya',
            lastName: '',
            addressLine1: '4 Koregaon Park',
            addressLine2: 'Lane 5',
            city: 'Pune',
            state: 'Maharashtra',
            pincode: '411001',
          },
        },
      })
    ).customerRequestSubmit;
    expect(filled.userErrors).toEqual([]);
    expect(filled.link).toMatchObject({
      state: 'FILLED',
      request: { formLinkStatus: 'FILLED', requestType: 'UPDATE_DETAILS', alternatePhone: altPhone },
    });
    const again = (
      await buyer.gql(SUBMIT, { i: { token, requestType: 'CANCEL_ORDER', issueType: 'OTHER', issueDescription: 'no' } })
    ).customerRequestSubmit;
    expect(again.userErrors[0]).toMatchObject({ message: MSG.requestAlreadyFilled, code: 'NOT_ALLOWED' });
    expect(again.link.state).toBe('FILLED');
    const readOnly = (await buyer.gql(LINK, { t: token })).customerRequestLink;
    expect(readOnly).toMatchObject({
      state: 'FILLED',
      request: {
        requestType: 'UPDATE_DETAILS',
        alternateAddress: { addressLine1: '4 Koregaon Park', city: 'Pune', pincode: '411001' },
      },
    });

    // The admin approves: the order takes the new phone and address and is re-attempted.
    const id = (await admin.gql(LIST, { s: { by: 'AWB', value: order.awb } })).customerRequests.edges[0].node.id;
    const sellerTry = await seller.raw(APPROVE, { i: { ids: [id], approvalStatus: 'APPROVED' } });
    expect(sellerTry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const APPLIED = `query($id: ID!) { node(id: $id) { ... on CustomerRequest { approvalStatus appliedAt } } }`;
    expect((await admin.gql(APPLIED, { id })).node.appliedAt).toBeNull();
    const approving = Date.now();
    const approved = (await admin.gql(APPROVE, { i: { ids: [id], approvalStatus: 'APPROVED' } }))
      .customerRequestsApprovalStatusUpdate;
    expect(approved.userErrors).toEqual([]);
    expect(approved.customerRequests).toEqual([{ id, approvalStatus: 'APPROVED' }]);
    // Applied to the order, it says when, to the admin and to the seller alike.
    const applied = (await admin.gql(APPLIED, { id })).node;
    expect(applied.approvalStatus).toBe('APPROVED');
    expect(new Date(applied.appliedAt).getTime()).toBeGreaterThanOrEqual(approving - 1000);
    expect(new Date(applied.appliedAt).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect((await seller.gql(APPLIED, { id })).node.appliedAt).toBe(applied.appliedAt);
    const twice = (await admin.gql(APPROVE, { i: { ids: [id], approvalStatus: 'APPROVED' } }))
      .customerRequestsApprovalStatusUpdate;
    expect(twice.userErrors[0]).toMatchObject({
      field: 'ids.0',
      message: fill(MSG.requestAlreadyInState, { status: 'Approved' }),
    });
    const after = (await seller.gql(ORDER, { id: order.id })).node;
    expect(after).toMatchObject({
      status: { code: 'IN_TRANSIT' },
      customer: { phone: altPhone },
      shippingAddress: { addressLine1: '4 Koregaon Park', city: 'Pune', pincode: '411001' },
    });
    expect(after.trail[0].description).toBe("Delivery re-attempt at the buyer's request (new phone, new address)");
    // Applied, an admin may still set any status; approving again applies nothing twice.
    for (const status of ['PROCESSED', 'DISAPPROVED', 'APPROVED']) {
      const flip = (await admin.gql(APPROVE, { i: { ids: [id], approvalStatus: status } }))
        .customerRequestsApprovalStatusUpdate;
      expect(flip.userErrors).toEqual([]);
      expect(flip.customerRequests).toEqual([{ id, approvalStatus: status }]);
      expect((await admin.gql(APPLIED, { id })).node).toEqual({ approvalStatus: status, appliedAt: applied.appliedAt });
    }
    expect((await seller.gql(ORDER, { id: order.id })).node.trail).toHaveLength(after.trail.length);

    // The admin's export has the request as filtered, approved and applied.
    const res = await fetch(`${admin.url}/files/customer-requests.csv?by=AWB&search=${order.awb}`, {
      headers: { cookie: admin.cookie! },
    });
    expect(res.headers.get('content-disposition')).toMatch(/filename="ndr-requests-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('Created,Order ID,AWB,Company,Buyer,Phone,Undelivered reason,Request,Approval,Link,Applied');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${order.shopOrderId},${order.awb},Kettle Leaf Naturals,`);
    expect(lines[1]).toMatch(/,Update details,Approved,Filled,"\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [ap]m"$/);
  });

  it('applies a request approved by several admins at once to its order exactly once', async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(seller, phone);
    await markUndelivered(seller, order.id, 'REFUSED_BY_CUSTOMER');
    const token = await ndrToken(phone);
    const submitted = await anonymous().gql(SUBMIT, {
      i: { token, requestType: 'CANCEL_ORDER', issueType: 'CHANGED_MY_MIND', issueDescription: 'Bought elsewhere' },
    });
    expect(submitted.customerRequestSubmit.userErrors).toEqual([]);
    const id = (await admin.gql(LIST, { s: { by: 'AWB', value: order.awb } })).customerRequests.edges[0].node.id;
    const trailBefore = (await seller.gql(ORDER, { id: order.id })).node.trail.length;

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.gql(APPROVE, { i: { ids: [id], approvalStatus: 'APPROVED' } })),
    );
    const taken = answers.filter((a) => a.customerRequestsApprovalStatusUpdate.userErrors.length === 0);
    expect(taken).toHaveLength(1);
    for (const refused of answers.filter((a) => a !== taken[0]))
      expect(refused.customerRequestsApprovalStatusUpdate.userErrors[0]).toMatchObject({ field: 'ids.0' });
    // One change reached the order: one trail entry, whatever the number of clicks.
    const after = (await seller.gql(ORDER, { id: order.id })).node;
    expect(after.trail).toHaveLength(trailBefore + 1);
  });

  it('a cancellation approved for a shipped order returns it to origin; an unfilled request cannot be approved', async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(seller, phone);
    await markUndelivered(seller, order.id, 'REFUSED_BY_CUSTOMER');
    const token = await ndrToken(phone);
    const id = (await admin.gql(LIST, { s: { by: 'AWB', value: order.awb } })).customerRequests.edges[0].node.id;
    const early = (await admin.gql(APPROVE, { i: { ids: [id], approvalStatus: 'APPROVED' } }))
      .customerRequestsApprovalStatusUpdate;
    expect(early.userErrors[0]).toMatchObject({ field: 'ids.0', message: MSG.requestNotFilled });
    expect(early.customerRequests[0].approvalStatus).toBe('PENDING');

    const buyer = anonymous();
    const noIssue = (await buyer.gql(SUBMIT, { i: { token, requestType: 'CANCEL_ORDER', issueDescription: 'x' } }))
      .customerRequestSubmit;
    expect(noIssue.userErrors[0]).toMatchObject({ field: 'issueType', message: MSG.issueTypeRequired });
    const noText = (
      await buyer.gql(SUBMIT, {
        i: { token, requestType: 'CANCEL_ORDER', issueType: 'CHANGED_MY_MIND', issueDescription: ' ' },
      })
    ).customerRequestSubmit;
    expect(noText.userErrors[0]).toMatchObject({ field: 'issueDescription', message: MSG.issueDescriptionRequired });
    expect(
      (
        await buyer.gql(SUBMIT, {
          i: { token, requestType: 'CANCEL_ORDER', issueType: 'CHANGED_MY_MIND', issueDescription: 'Bought elsewhere' },
        })
      ).customerRequestSubmit.userErrors,
    ).toEqual([]);

    const processed = (await admin.gql(APPROVE, { i: { ids: [id], approvalStatus: 'PROCESSED' } }))
      .customerRequestsApprovalStatusUpdate;
    expect(processed.customerRequests[0].approvalStatus).toBe('PROCESSED');
    expect(
      (await admin.gql(APPROVE, { i: { ids: [id], approvalStatus: 'APPROVED' } })).customerRequestsApprovalStatusUpdate
        .userErrors,
    ).toEqual([]);
    const after = (await seller.gql(ORDER, { id: order.id })).node;
    expect(after.status.code).toBe('RTO_IN_TRANSIT');
    expect(after.trail[0].description).toBe('Returning to origin: the buyer cancelled (Changed my mind)');
    // On its way back, it takes return updates only (and so sends no new link).
    const forward = (
      await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'UNDELIVERED', undeliveredReason: 'OTHER' } })
    ).orderStatusUpdate;
    expect(forward.userErrors[0]).toMatchObject({ message: MSG.orderReturning, code: 'NOT_ALLOWED' });
    const closed = (await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'RTO_DELIVERED' } }))
      .orderStatusUpdate;
    expect(closed.order.status.code).toBe('RTO_DELIVERED');
    const late = (await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'DELIVERED' } })).orderStatusUpdate;
    expect(late.userErrors[0]).toMatchObject({
      message: fill(MSG.orderClosed, { status: 'Returned To Origin' }),
      code: 'NOT_ALLOWED',
    });
  });

  it('a new attempt supersedes the open link, which then shows as expired; a wrong token is a clear state', async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(seller, phone);
    await markUndelivered(seller, order.id);
    const first = await ndrToken(phone);
    const sentAt = new Date().toISOString();
    await seller.gql(STATUS_UPDATE, { i: { id: order.id, status: 'OUT_FOR_DELIVERY' } });
    await seller.gql(STATUS_UPDATE, {
      i: { id: order.id, status: 'UNDELIVERED', undeliveredReason: 'NO_RESPONSE_FROM_CUSTOMER' },
    });
    const second = await ndrToken(phone, sentAt);
    expect(second).not.toBe(first);
    const buyer = anonymous();
    expect((await buyer.gql(LINK, { t: first })).customerRequestLink.state).toBe('EXPIRED');
    const expired = (
      await buyer.gql(SUBMIT, { i: { token: first, requestType: 'UPDATE_DETAILS', alternatePhone: '9876543210' } })
    ).customerRequestSubmit;
    expect(expired.userErrors[0]).toMatchObject({ message: MSG.requestLinkExpired, code: 'EXPIRED' });
    expect(expired.link.state).toBe('EXPIRED');
    expect((await buyer.gql(LINK, { t: second })).customerRequestLink.state).toBe('OPEN');
    expect((await buyer.gql(LINK, { t: 'not-a-real-token' })).customerRequestLink).toEqual({
      state: 'INVALID',
      request: null,
    });
    const requests = (await seller.gql(ORDER, { id: order.id })).node.customerRequests.edges;
    expect(requests).toHaveLength(2);
  });

  it('sorts the requests on the service by an allowed column, either way', async () => {
    for (let i = 0; i < 2; i++) await markUndelivered(seller, (await placeOrderFor(seller, uniquePhone())).id);
    const SORTED = `query($s: CustomerRequestSort) { customerRequests(first: 300, sort: $s) { edges { node { orderNumber createdAt } } } }`;
    // The seller's own requests: no other test adds to them between the reads.
    const list = async (s: unknown) =>
      (await seller.gql(SORTED, { s })).customerRequests.edges.map(
        (e: { node: { orderNumber: string; createdAt: string } }) => e.node,
      );
    const ascending = (await list({ by: 'ORDER_NUMBER', order: 'ASC' })).map(
      (r: { orderNumber: string }) => r.orderNumber,
    );
    expect(ascending.length).toBeGreaterThanOrEqual(2);
    expect(ascending).toEqual([...ascending].sort());
    const descending = (await list({ by: 'ORDER_NUMBER', order: 'DESC' })).map(
      (r: { orderNumber: string }) => r.orderNumber,
    );
    expect(descending).toEqual([...ascending].reverse());
    const oldest = (await list({ by: 'CREATED_AT', order: 'ASC' })).map((r: { createdAt: string }) => r.createdAt);
    expect(oldest).toEqual([...oldest].sort());
    const newest = (await list(null)).map((r: { createdAt: string }) => r.createdAt);
    expect(newest).toEqual([...oldest].reverse());
    const unknown = await admin.raw(`{ customerRequests(sort: { by: PHONE }) { totalCount } }`);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it("keeps each company's requests to itself", async () => {
    const phone = uniquePhone();
    const order = await placeOrderFor(seller, phone);
    await markUndelivered(seller, order.id);
    await ndrToken(phone);
    const mine = (await seller.gql(LIST, { s: { by: 'PHONE', value: phone } })).customerRequests;
    expect(mine.totalCount).toBe(1);
    const id = mine.edges[0].node.id;
    expect((await seller2.gql(LIST, { s: { by: 'PHONE', value: phone } })).customerRequests.totalCount).toBe(0);
    const peek = await seller2.raw(`query($id: ID!) { node(id: $id) { id } }`, { id });
    expect(peek.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const other = await seller2.raw(LIST, {
      s: { by: 'PHONE', value: phone },
      c: (await seller.gql(`{ viewer { company { id } } }`)).viewer.company.id,
    });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const status = (await seller2
      .gql(STATUS_UPDATE, { i: { id: order.id, status: 'DELIVERED' } })
      .catch((e: Error) => e.message)) as string;
    expect(status).toContain('NOT_FOUND');
    expect((await admin.gql(LIST, { s: { by: 'PHONE', value: phone } })).customerRequests.totalCount).toBe(1);
  });
});

describe('public tracking', () => {
  const SHIPMENT = `query($a: String, $t: String) { trackedShipment(awb: $a, trackingId: $t) { awb trackingId orderNumber status { code label } buyerName buyerPhone deliveryAddress amountToPay paymentMode items { title quantity } trail { status { code } description city } brand { name page { primaryColor headerFontColor headerLogoUrl links { linkName linkURL } } } refreshInSeconds } }`;
  const SEARCH = `query($by: TrackingSearchBy!, $v: String!) { trackedShipments(by: $by, value: $v, first: 20) { totalCount edges { node { awb orderNumber buyerPhone } } } }`;

  it('finds a shipment by AWB or tracking id without sign-in, masked, under the brand set in settings', async () => {
    const phone = uniquePhone();
    const email = uniqueEmail('track');
    const order = await placeOrderFor(seller, phone, email);
    const save = `mutation($i: CompanyTrackingPageUpdateInput!) { companyTrackingPageUpdate(input: $i) { company { trackingPage { primaryColor headerFontColor links { linkName linkURL } } } userErrors { field message } } }`;
    const wrong = (
      await seller.gql(save, {
        i: { primaryColor: 'blue', headerFontColor: '#FFFFFF', links: [{ linkName: 'Shop', linkURL: 'not a url' }] },
      })
    ).companyTrackingPageUpdate;
    expect(wrong.userErrors[0]).toEqual({ field: 'primaryColor', message: MSG.colourInvalid });
    const badLink = (
      await seller.gql(save, {
        i: { primaryColor: '#0f766e', headerFontColor: '#FFFFFF', links: [{ linkName: 'Shop', linkURL: 'not a url' }] },
      })
    ).companyTrackingPageUpdate;
    expect(badLink.userErrors[0]).toEqual({ field: 'links.0.linkURL', message: MSG.urlInvalid });
    const saved = (
      await seller.gql(save, {
        i: {
          primaryColor: '#0f766e',
          headerFontColor: '#FFFFFF',
          links: [{ linkName: 'Shop', linkURL: 'https://chaipoint.example/shop' }],
        },
      })
    ).companyTrackingPageUpdate;
    expect(saved.userErrors).toEqual([]);

    const buyer = anonymous();
    const byAwb = (await buyer.gql(SHIPMENT, { a: order.awb.toLowerCase() })).trackedShipment;
    expect(byAwb).toMatchObject({
      awb: order.awb,
      trackingId: expect.any(String),
      orderNumber: order.shopOrderId,
      status: { code: 'PLACED', label: 'Placed' },
      buyerName: 'Kavya M.',
      buyerPhone: `******${phone.slice(-4)}`,
      deliveryAddress: 'Bengaluru, Karnataka 560***',
      amountToPay: 45_000,
      paymentMode: 'COD',
      items: [{ title: 'Demo item', quantity: 1 }],
      refreshInSeconds: 60,
      brand: {
        name: 'Kettle Leaf Naturals',
        page: {
          primaryColor: '#0F766E',
          headerFontColor: '#FFFFFF',
          headerLogoUrl: null,
          links: [{ linkName: 'Shop', linkURL: 'https://chaipoint.example/shop' }],
        },
      },
    });
    expect(JSON.stringify(byAwb)).not.toContain(phone);
    expect(JSON.stringify(byAwb)).not.toContain('12 MG Road');
    // Who placed it is the seller's business: the public trail says only what happened.
    expect(byAwb.trail.at(-1)).toEqual({ status: { code: 'PLACED' }, description: 'Placed', city: 'New Delhi' });
    const byId = (await buyer.gql(SHIPMENT, { t: byAwb.trackingId })).trackedShipment;
    expect(byId.orderNumber).toBe(order.shopOrderId);
    expect((await buyer.gql(SHIPMENT, { a: 'PC0000000000' })).trackedShipment).toBeNull();
    expect((await buyer.gql(SHIPMENT, { t: 'wh-track-nothing' })).trackedShipment).toBeNull();
  });

  it('a COD order asks the buyer to pay only until it is delivered; then it says paid, and cancelled nothing', async () => {
    const buyer = anonymous();
    const PAY = `query($a: String) { trackedShipment(awb: $a) { paymentMode amountToPay amountPaidOnDelivery } }`;
    const delivered = await placeOrderFor(seller, uniquePhone());
    for (const status of ['SHIPPED', 'OUT_FOR_DELIVERY']) {
      const moved = (await seller.gql(STATUS_UPDATE, { i: { id: delivered.id, status } })).orderStatusUpdate;
      expect(moved.userErrors).toEqual([]);
    }
    expect((await buyer.gql(PAY, { a: delivered.awb })).trackedShipment).toEqual({
      paymentMode: 'COD',
      amountToPay: 45_000,
      amountPaidOnDelivery: null,
    });
    const done = (await seller.gql(STATUS_UPDATE, { i: { id: delivered.id, status: 'DELIVERED' } })).orderStatusUpdate;
    expect(done.userErrors).toEqual([]);
    expect((await buyer.gql(PAY, { a: delivered.awb })).trackedShipment).toEqual({
      paymentMode: 'COD',
      amountToPay: null,
      amountPaidOnDelivery: 45_000,
    });

    const cancelled = await placeOrderFor(seller, uniquePhone());
    const cancel = (
      await seller.gql(`mutation($i: OrderCancelInput!) { orderCancel(input: $i) { userErrors { message } } }`, {
        i: { id: cancelled.id },
      })
    ).orderCancel;
    expect(cancel.userErrors).toEqual([]);
    expect((await buyer.gql(PAY, { a: cancelled.awb })).trackedShipment).toEqual({
      paymentMode: 'COD',
      amountToPay: null,
      amountPaidOnDelivery: null,
    });
  });

  it("a mobile or e-mail lookup returns only that buyer's shipments; bad values get the spec's messages", async () => {
    const phone = uniquePhone();
    const email = uniqueEmail('lookup');
    const a = await placeOrderFor(seller, phone, email);
    const b = await placeOrderFor(seller, phone, uniqueEmail('other'));
    await placeOrderFor(seller, uniquePhone(), uniqueEmail('someone'));
    const buyer = anonymous();
    const byPhone = (await buyer.gql(SEARCH, { by: 'MOBILE', v: `+91${phone}` })).trackedShipments;
    expect(byPhone.totalCount).toBe(2);
    expect(byPhone.edges.map((e: any) => e.node.orderNumber).sort()).toEqual([a.shopOrderId, b.shopOrderId].sort());
    expect(byPhone.edges.every((e: any) => e.node.buyerPhone === `******${phone.slice(-4)}`)).toBe(true);
    const byEmail = (await buyer.gql(SEARCH, { by: 'EMAIL', v: email.toUpperCase() })).trackedShipments;
    expect(byEmail.edges.map((e: any) => e.node.orderNumber)).toEqual([a.shopOrderId]);
    const partial = await buyer.raw(SEARCH, { by: 'MOBILE', v: phone.slice(0, 9) });
    expect(partial.errors?.[0]).toMatchObject({ message: MSG.phoneInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    const badEmail = await buyer.raw(SEARCH, { by: 'EMAIL', v: 'kavya@' });
    expect(badEmail.errors?.[0]).toMatchObject({ message: MSG.emailInvalid, extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe('data deletion', () => {
  const DELETE = `mutation($i: UserDataDeleteInput!) { userDataDelete(input: $i) { message userErrors { field message code } } }`;
  const CONFIRM = `mutation($i: UserDataDeleteConfirmInput!) { userDataDeleteConfirm(input: $i) { message userErrors { field message code } } }`;
  const DELETION_LINK = `query($t: String!) { userDataDeletionLink(token: $t) { state message } }`;
  type Status = {
    requests: { status: string; anonymisedOrders: number; retainedOrders: number; phoneKept: boolean }[];
    audit: { action: string; details: Record<string, number> }[];
  };

  it("anonymises a buyer's closed orders and their customer requests, keeps open ones until they close, and audits it", async () => {
    const buyer = anonymous();
    const required = (await buyer.gql(DELETE, { i: { phone: '' } })).userDataDelete;
    expect(required.userErrors[0]).toMatchObject({ field: 'phone', message: MSG.deletionPhoneRequired });
    const invalid = (await buyer.gql(DELETE, { i: { phone: '0123456789' } })).userDataDelete;
    expect(invalid.userErrors[0]).toMatchObject({ field: 'phone', message: MSG.phoneFirstDigit });

    const phone = uniquePhone();
    const done = await placeOrderFor(seller, phone);
    await markUndelivered(seller, done.id);
    const ndr = await ndrToken(phone);
    await buyer.gql(SUBMIT, { i: { token: ndr, requestType: 'UPDATE_DETAILS', alternatePhone: uniquePhone() } });
    // Closed (returned): other suites sample delivered orders and expect them whole.
    await seller.gql(STATUS_UPDATE, { i: { id: done.id, status: 'RTO_IN_TRANSIT' } });
    await seller.gql(STATUS_UPDATE, { i: { id: done.id, status: 'RTO_DELIVERED' } });
    const open = await placeOrderFor(seller, phone);

    const asked = (await buyer.gql(DELETE, { i: { phone } })).userDataDelete;
    expect(asked).toEqual({ message: MSG.deletionConfirmSent, userErrors: [] });
    // Nothing happens on a stranger's word: only the texted link starts it.
    const unconfirmed = await internalGet<Status>('ums', `/delete-user-data/status?phone=${phone}`);
    expect(unconfirmed.requests[0]).toMatchObject({ status: 'UNCONFIRMED', anonymisedOrders: 0 });
    expect((await seller.gql(ORDER, { id: done.id })).node.customer.phone).toBe(phone);
    const wrong = (await buyer.gql(CONFIRM, { i: { token: 'not-the-token' } })).userDataDeleteConfirm;
    expect(wrong.userErrors[0]).toMatchObject({ message: MSG.deletionLinkInvalid, code: 'EXPIRED' });
    const token = await textedToken(phone, 'DATA_DELETION_CONFIRM');
    // The page checks the link as it opens, and reading it twice confirms nothing.
    for (let i = 0; i < 2; i++)
      expect((await buyer.gql(DELETION_LINK, { t: token })).userDataDeletionLink).toEqual({
        state: 'OPEN',
        message: null,
      });
    expect((await buyer.gql(DELETION_LINK, { t: 'not-the-token' })).userDataDeletionLink).toEqual({
      state: 'INVALID',
      message: MSG.deletionLinkInvalid,
    });
    expect((await internalGet<Status>('ums', `/delete-user-data/status?phone=${phone}`)).requests[0]!.status).toBe(
      'UNCONFIRMED',
    );
    expect((await buyer.gql(CONFIRM, { i: { token } })).userDataDeleteConfirm).toEqual({
      message: MSG.deletionReceived,
      userErrors: [],
    });
    // Used, the link says so when opened again and when confirmed again.
    expect((await buyer.gql(DELETION_LINK, { t: token })).userDataDeletionLink).toEqual({
      state: 'USED',
      message: MSG.deletionLinkUsed,
    });
    expect((await buyer.gql(CONFIRM, { i: { token } })).userDataDeleteConfirm.userErrors[0]).toMatchObject({
      field: 'token',
      message: MSG.deletionLinkUsed,
    });
    let status: Status | null = null;
    for (let i = 0; i < 100 && status?.requests[0]?.status !== 'WAITING'; i++) {
      status = await internalGet<Status>('ums', `/delete-user-data/status?phone=${phone}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status!.requests[0]).toEqual({
      id: expect.any(String),
      status: 'WAITING',
      anonymisedOrders: 1,
      retainedOrders: 1,
      phoneKept: true,
    } as never);
    expect(status!.audit.map((a) => a.action)).toEqual([
      'user-data.deletion-requested',
      'user-data.deletion-confirmed',
      'user-data.partly-deleted',
    ]);
    expect(status!.audit[2]!.details).toMatchObject({
      anonymisedOrders: 1,
      retainedOrders: 1,
      anonymisedCustomerRequests: 1,
    });

    const gone = (await seller.gql(ORDER, { id: done.id })).node;
    expect(gone).toMatchObject({
      customer: { name: 'Deleted user', phone: '0000000000', email: null },
      shippingAddress: {
        firstName: 'Deleted',
        addressLine1: 'Removed',
        addressLine2: 'Removed',
        city: 'Bengaluru',
        pincode: '560038',
      },
    });
    const kept = (await seller.gql(ORDER, { id: open.id })).node;
    expect(kept.customer.phone).toBe(phone);
    const request = (await seller.gql(LIST, { s: { by: 'AWB', value: done.awb } })).customerRequests;
    expect(request.totalCount).toBe(0);
    expect((await buyer.gql(LINK, { t: ndr })).customerRequestLink.state).toBe('INVALID');
    // A tracking lookup by the phone no longer finds the anonymised order.
    const tracked = (
      await buyer.gql(
        `query($v: String!) { trackedShipments(by: MOBILE, value: $v) { edges { node { orderNumber } } } }`,
        { v: phone },
      )
    ).trackedShipments;
    expect(tracked.edges.map((e: any) => e.node.orderNumber)).toEqual([open.shopOrderId]);
  });
});

describe('order messages', () => {
  const SEND = `mutation($i: OrderMessageSendInput!) { orderMessageSend(input: $i) { messageEdge { node { id messageText senderType senderPhone status } } userErrors { field message code } } }`;
  const THREAD = `query($id: ID!) { node(id: $id) { ... on Order { messages(first: 50) { totalCount edges { node { id messageText senderType status } } } } } }`;
  const LIVE = `subscription($o: ID!) { orderMessages(order: $o) { kind messageEdge { node { id messageText senderType status } } } }`;

  it('a message sent on an order reaches another open session live, then its delivery status', async () => {
    const order = await placeOrderFor(seller, uniquePhone());
    const other = await signedInAgain(seller);
    const client = wsClient(other);
    type Event = {
      orderMessages: { kind: string; messageEdge: { node: { id: string; messageText: string; status: string } } };
    };
    const heard = collect<Event>(client, LIVE, { o: order.id }, (d) => d.orderMessages.kind === 'UPDATED');
    await new Promise((r) => setTimeout(r, 300));
    const empty = (await seller.gql(SEND, { i: { order: order.id, messageText: '  ' } })).orderMessageSend;
    expect(empty.userErrors[0]).toMatchObject({ field: 'messageText', message: MSG.messageRequired });
    const sent = (await seller.gql(SEND, { i: { order: order.id, messageText: 'Your parcel leaves today' } }))
      .orderMessageSend;
    expect(sent.userErrors).toEqual([]);
    expect(sent.messageEdge.node).toMatchObject({
      messageText: 'Your parcel leaves today',
      senderType: 'SELLER',
      status: 'CREATED',
    });
    const events = await heard;
    await client.dispose();
    expect(events.map((e) => [e.orderMessages.kind, e.orderMessages.messageEdge.node.status])).toEqual([
      ['CREATED', 'CREATED'],
      ['UPDATED', 'SENT'],
    ]);
    expect(events[0]!.orderMessages.messageEdge.node.id).toBe(sent.messageEdge.node.id);
    const thread = (await seller.gql(THREAD, { id: order.id })).node.messages;
    expect(thread.edges.map((e: any) => [e.node.messageText, e.node.status])).toEqual([
      ['Your parcel leaves today', 'SENT'],
    ]);

    // The drawer opens on the newest messages and pages back to older ones.
    for (const text of ['Second', 'Third']) await seller.gql(SEND, { i: { order: order.id, messageText: text } });
    const BACK = `query($id: ID!, $before: String) { node(id: $id) { ... on Order { messages(last: 2, before: $before) { totalCount pageInfo { hasPreviousPage startCursor } edges { node { messageText } } } } } }`;
    const newest = (await seller.gql(BACK, { id: order.id })).node.messages;
    expect(newest.edges.map((e: any) => e.node.messageText)).toEqual(['Second', 'Third']);
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const older = (await seller.gql(BACK, { id: order.id, before: newest.pageInfo.startCursor })).node.messages;
    expect(older.edges.map((e: any) => e.node.messageText)).toEqual(['Your parcel leaves today']);
    expect(older.pageInfo.hasPreviousPage).toBe(false);

    // Another company hears nothing and cannot write.
    const stranger = wsClient(seller2);
    const refused = await collect(stranger, LIVE, { o: order.id }, () => true).then(
      () => 'heard',
      (e: unknown) => JSON.stringify(e),
    );
    expect(refused).toContain('NOT_FOUND');
    await stranger.dispose();
    const foreign = await seller2.raw(SEND, { i: { order: order.id, messageText: 'hi' } });
    expect(foreign.errors?.[0]?.extensions?.code ?? foreign.data?.orderMessageSend?.userErrors?.[0]?.code).toBeTruthy();
  });
});
