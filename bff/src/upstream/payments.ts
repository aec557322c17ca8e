import type {
  BankDetailsRecord,
  PaymentCheckout,
  PaymentLinkRecord,
  PaymentLogRecord,
  PaymentRequestChannel,
} from '@parcelo/common';
import { invoicesOperations, type operations } from '@parcelo/common/api/invoices';
import type { OperationInput } from '@parcelo/common/serviceApi';
import { operationsOf, type Upstream } from './http.js';

export interface PaymentLogWhere {
  companyId?: string;
  status?: 'PENDING' | 'SUCCESS' | 'FAILURE';
  kind?: 'RECHARGE' | 'REQUEST' | 'OFFLINE';
  from?: string;
  to?: string;
}

/** Typed calls to the invoices service's payments: the payment log, recharges, requests, offline payments, bank details. */
export function paymentsApi(invoices: Upstream) {
  const api = operationsOf<operations>(invoices, invoicesOperations);
  return {
    list: (body: OperationInput<operations['postPaymentsList']>['body']) =>
      api.postPaymentsList<{ payments: PaymentLogRecord[]; totalCount: number }>({ read: true, body }),
    byIds: (ids: readonly string[]) =>
      api.postPaymentsByIds<{ payments: PaymentLogRecord[] }>({ read: true, body: { ids: [...ids] } }),
    recharge: (
      body: { amountPaise: number; gateway?: 'razorpay' | 'console'; companyId?: string },
      idempotencyKey?: string | null,
    ) => api.postPaymentsRecharge<{ payment: PaymentLogRecord; checkout: PaymentCheckout }>({ body, idempotencyKey }),
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
    ) => api.postPaymentsRequests<{ payment: PaymentLogRecord }>({ body, idempotencyKey }),
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
    ) => api.postPaymentsOffline<{ payment: PaymentLogRecord }>({ body, idempotencyKey }),
    decide: (id: string, body: { decision: 'APPROVE' | 'REJECT'; remarks?: string | null }) =>
      api.postPaymentsByIdDecision<{ payment: PaymentLogRecord }>({ params: { id }, body }),
    bankDetails: (companyId?: string) =>
      api.getPaymentsBankDetails<{ bankDetails: BankDetailsRecord | null }>({ read: true, query: { companyId } }),
    /** Public: a payment request as its pay link shows it. */
    link: (id: string) => api.getPaymentsLinksById<{ link: PaymentLinkRecord }>({ params: { id }, read: true }),
    /** Public: pays a request from its link (the console at once; Razorpay answers where to send the payer). */
    linkPay: (id: string) =>
      api.postPaymentsLinksByIdPay<{ link: PaymentLinkRecord; redirectUrl: string | null }>({ params: { id } }),
    bankDetailsUpdate: (body: { bankName: string; accountNumber: string; ifscCode: string }) =>
      api.putPaymentsBankDetails<{ bankDetails: BankDetailsRecord }>({ body }),
  };
}

/** The payment log's entries and a company's bank details as the BFF's resolvers receive them. */
export type {
  PaymentLogRecord as PaymentLog,
  BankDetailsRecord as BankDetails,
  PaymentCheckout,
  PaymentLinkRecord as PublicPaymentRequest,
} from '@parcelo/common';
