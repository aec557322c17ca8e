import { formatPaisePlain } from '@parcelo/common';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { addDays, istTimeOn, istToday } from '@parcelo/common';
import { DEMO_COMPANIES } from '../../demo.js';
import { LocalObjectStore, newObjectKey, objectStore } from '../../platform/index.js';
import type { InvoicesDB } from '../db.js';
import { merchantTransactionId } from './routes.js';

const DAY_MS = 86_400_000;

/** `days` ago at `hour`:`minute` in India, never later than now. */
function istAt(now: number, days: number, hour: number, minute: number): Date {
  const at = istTimeOn(addDays(istToday(new Date(now)), -days), hour, minute);
  return new Date(Math.min(at.getTime(), now - 60_000));
}

interface DemoPayer {
  bank: { bankName: string; accountNumber: string; ifscCode: string };
  seller: string;
  pending: { amountPaise: number; reference: string; daysAgo: number };
  rejected: { amountPaise: number; reference: string; remarks: string; daysAgo: number };
  request: { amountPaise: number; phone: string; message: string; daysAgo: number };
}

const PAYERS: Record<string, DemoPayer> = {
  [DEMO_COMPANIES.chai]: {
    bank: { bankName: 'HDFC Bank', accountNumber: '50100248731964', ifscCode: 'HDFC0000590' },
    seller: 'Aarav Sharma',
    pending: { amountPaise: 1_500_000, reference: 'UTR HDFCN52024112614', daysAgo: 1 },
    rejected: {
      amountPaise: 800_000,
      reference: 'CHQ 004127',
      remarks: 'Cheque returned unpaid: drawer account closed',
      daysAgo: 9,
    },
    request: {
      amountPaise: 450_000,
      phone: '9811045521',
      message: 'Stall rent share for Dilli Haat, November',
      daysAgo: 3,
    },
  },
  [DEMO_COMPANIES.threads]: {
    bank: { bankName: 'ICICI Bank', accountNumber: '026705001873', ifscCode: 'ICIC0000267' },
    seller: 'Priya Nair',
    pending: { amountPaise: 1_000_000, reference: 'UTR ICICR52024112588', daysAgo: 2 },
    rejected: {
      amountPaise: 250_000,
      reference: 'UTR SBIN0099812',
      remarks: 'No credit found against this UTR; the sender reports the account closed',
      daysAgo: 14,
    },
    request: { amountPaise: 1_200_000, phone: '9820077342', message: 'Wholesale order TW-B2B-118 advance', daysAgo: 6 },
  },
};

/** A one-page PDF saying what a bank's transfer receipt says: what the demo's proofs open to. */
export function receiptPdf(lines: string[]): Buffer {
  const text = lines
    .map((l, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${760 - i * 22} Td (${l.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The proof's stored address, where the local store keeps files (the demo's); none on S3. */
async function storeProof(companyId: string, lines: string[]): Promise<string | null> {
  const store = objectStore();
  if (!(store instanceof LocalObjectStore)) return null;
  const key = newObjectKey(`payment_proof/${companyId}`, 'neft-receipt.pdf');
  return (await store.write(key, receiptPdf(lines), 'application/pdf')) ? `/objects/${key}` : null;
}

/**
 * The demo sellers' payment log, told by their wallet's month: each recharge the wallet
 * seed credited is its payment (Razorpay's, or the opening bank transfer an admin approved),
 * plus an offline payment waiting for approval, one rejected (its remarks say closed, so it
 * shows red), a payment request still unpaid, and the bank account remittances go to.
 */
export async function seedPayments(db: Kysely<InvoicesDB>): Promise<number> {
  let added = 0;
  const now = Date.now();
  for (const [companyId, payer] of Object.entries(PAYERS)) {
    // A company with a payment log has its demo one already (or its own since): seeding again adds none.
    const logged = await db.selectFrom('payments').select('id').where('company_id', '=', companyId).limit(1).execute();
    if (logged.length) continue;
    const credits = await db
      .selectFrom('wallet_transactions')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('code', 'in', ['100', '102'])
      .orderBy('created_at')
      .execute();
    for (const t of credits) {
      const online = t.code === '102';
      await db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          company_id: companyId,
          kind: online ? 'RECHARGE' : 'OFFLINE',
          amount_paise: t.amount_paise,
          status: 1,
          message: online ? 'Paid through Razorpay (payment.captured)' : 'Approved',
          merchant_transaction_id: merchantTransactionId(),
          gateway: online ? 'razorpay' : 'offline',
          order_id: online ? `order_${t.id.replace(/-/g, '').slice(0, 14)}` : null,
          provider_payment_id: online ? t.reference : null,
          reference: online ? null : t.reference,
          remarks: online ? null : 'Matched against the bank statement',
          created_by: payer.seller,
          created_at: t.created_at,
          decided_by: online ? null : (t.created_by ?? 'Finance, Parcelo'),
          decided_at: online ? null : t.created_at,
        })
        .execute();
      added++;
    }
    for (const [kind, p] of [
      ['pending', payer.pending],
      ['rejected', payer.rejected],
    ] as const) {
      const at = istAt(now, p.daysAgo, kind === 'pending' ? 11 : 16, kind === 'pending' ? 42 : 5);
      const proof = await storeProof(companyId, [
        'NEFT transfer receipt',
        `Beneficiary: Parcelo Logistics Pvt Ltd`,
        `Amount: Rs ${formatPaisePlain(p.amountPaise)}`,
        `Reference: ${p.reference}`,
        `Date: ${at.toISOString().slice(0, 10)}`,
      ]);
      await db
        .insertInto('payments')
        .values({
          id: randomUUID(),
          company_id: companyId,
          kind: 'OFFLINE',
          amount_paise: p.amountPaise,
          status: kind === 'pending' ? 0 : 2,
          message: kind === 'pending' ? 'Awaiting approval' : 'Rejected',
          merchant_transaction_id: merchantTransactionId(),
          gateway: 'offline',
          reference: p.reference,
          remarks: kind === 'rejected' ? payer.rejected.remarks : null,
          proof_url: proof,
          created_by: payer.seller,
          created_at: at,
          decided_by: kind === 'rejected' ? 'Finance, Parcelo' : null,
          decided_at: kind === 'rejected' ? new Date(at.getTime() + DAY_MS / 2) : null,
        })
        .execute();
      added++;
    }
    const r = payer.request;
    await db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        company_id: companyId,
        kind: 'REQUEST',
        amount_paise: r.amountPaise,
        message: r.message,
        merchant_transaction_id: merchantTransactionId(),
        gateway: 'console',
        order_id: `console_link_${randomUUID()}`,
        payer_phone: r.phone,
        created_by: payer.seller,
        created_at: istAt(now, r.daysAgo, 14, 20),
      })
      .execute();
    await db
      .insertInto('bank_details')
      .values({
        company_id: companyId,
        bank_name: payer.bank.bankName,
        account_number: payer.bank.accountNumber,
        ifsc_code: payer.bank.ifscCode,
        updated_by: payer.seller,
        updated_at: new Date(now - 40 * DAY_MS),
      })
      .onConflict((oc) => oc.column('company_id').doNothing())
      .execute();
    added += 2;
  }
  return added;
}
