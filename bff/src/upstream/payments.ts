import type {
  BankDetailsRecord,
  ListRequest,
  PaymentCheckout,
  PaymentLinkRecord,
  PaymentLogRecord,
  PaymentRequestChannel,
} from '@parcelo/common';
import { pathSegment, type Upstream } from './http.js';

export interface PaymentLogWhere {
  companyId?: string;
  status?: 'PENDING' | 'SUCCESS' | 'FAILURE';
  kind?: 'RECHARGE' | 'REQUEST' | 'OFFLINE';
  from?: string;
  to?: string;
}

/** Typed calls to the invoices service's payments: the payment log, recharges, requests, offline payments, bank details. */
export function paymentsApi(invoices: Upstream) {
  return {
    list: (body: ListRequest<PaymentLogWhere>) =>
      invoices.call<{ payments: PaymentLogRecord[]; totalCount: number }>('POST', '/payments/list', {
        read: true,
        body,
      }),
    byIds: (ids: readonly string[]) =>
      invoices.call<{ payments: PaymentLogRecord[] }>('POST', '/payments/byIds', { read: true, body: { ids } }),
    recharge: (
      body: { amountPaise: number; gateway?: 'razorpay' | 'console'; companyId?: string },
      idempotencyKey?: string | null,
    ) =>
      invoices.call<{ payment: PaymentLogRecord; checkout: PaymentCheckout }>('POST', '/payments/recharge', {
        body,
        idempotencyKey,
      }),
    request: (
      body: {
        channel: PaymentRequestChannel;
        phone?: string | null;
        email?: string | null;
        amountPaise: number;
        message: string;
        companyId?: string;
      },
      idempotencyKey?: string | null,
    ) => invoices.call<{ payment: PaymentLogRecord }>('POST', '/payments/requests', { body, idempotencyKey }),
    offline: (
      body: {
        amountPaise: number;
        reference: string;
        proofUrl: string;
        remarks?: string | null;
        d2rCollection?: boolean;
        companyId?: string;
      },
      idempotencyKey?: string | null,
    ) => invoices.call<{ payment: PaymentLogRecord }>('POST', '/payments/offline', { body, idempotencyKey }),
    decide: (id: string, body: { decision: 'APPROVE' | 'REJECT'; remarks?: string | null }) =>
      invoices.call<{ payment: PaymentLogRecord }>('POST', `/payments/${pathSegment(id)}/decision`, { body }),
    bankDetails: (companyId?: string) =>
      invoices.call<{ bankDetails: BankDetailsRecord | null }>('GET', '/payments/bank-details', {
        read: true,
        query: { companyId },
      }),
    /** Public: a payment request as its pay link shows it. */
    link: (id: string) =>
      invoices.call<{ link: PaymentLinkRecord }>('GET', `/payments/links/${pathSegment(id)}`, { read: true }),
    /** Public: pays a request from its link (the console at once; Razorpay answers where to send the payer). */
    linkPay: (id: string) =>
      invoices.call<{ link: PaymentLinkRecord; redirectUrl: string | null }>(
        'POST',
        `/payments/links/${pathSegment(id)}/pay`,
        {},
      ),
    bankDetailsUpdate: (body: { bankName: string; accountNumber: string; ifscCode: string }) =>
      invoices.call<{ bankDetails: BankDetailsRecord }>('PUT', '/payments/bank-details', { body }),
  };
}

/** The payment log's entries and a company's bank details as the BFF's resolvers receive them. */
export type {
  PaymentLogRecord as PaymentLog,
  BankDetailsRecord as BankDetails,
  PaymentCheckout,
  PaymentLinkRecord as PublicPaymentRequest,
} from '@parcelo/common';
