import type { Express, Request, Response } from 'express';
import {
  APPROVAL_STATUSES,
  MSG,
  FORM_LINK_STATUSES,
  REQUEST_TYPES,
  UNDELIVERED_REASONS,
  WALLET_CODES,
  csvLine,
  defaultDays,
  formatDateTime,
  istToday,
  type CodRemittanceRecord,
  type CompanyRecord,
  type CustomerRequestRecord,
  type OutboxNotificationRecord,
  type ShippingPackageRecord,
  type UserRecord,
  type WeightDiscrepancyRecord,
  DISCREPANCY_STATUSES,
  DISCREPANCY_STATUS_LABELS,
  type WarehouseRecord,
  type WalletTransactionRecord,
  PAYMENT_GATEWAY_LABELS,
  PAYMENT_KIND_LABELS,
  PAYMENT_STATUS_LABELS,
  paymentLogTone,
  type PaymentLogRecord,
  paiseToRupeesText,
} from '@parcelo/common';
import { createContext, sessionTokenOf, type BffDeps, type Context } from './context.js';
import { fromGlobalId, listRequest, MAX_PAGE_SIZE, sortKey, type ListSortInput } from './relay.js';
import { UpstreamFailure } from './upstream/index.js';
import type { ShippingPackageWhere } from './upstream/shippingPackages.js';
import type { WalletTransactionWhere } from './upstream/wallet.js';
import type { CodRemittanceWhere } from './upstream/codRemittance.js';
import type { PaymentLogWhere } from './upstream/payments.js';

/** The most rows one export gathers (pages of the largest size); a list longer than this is cut, and says so. */
export const EXPORT_MAX_ROWS = 20_000;

type Where = Record<string, string>;
type Page<T> = { rows: T[]; totalCount: number };

/** The list's sort from the URL (`sort=NAME&order=ASC`); the service refuses a field it does not allow. */
function sortOf<Field extends string>(req: Request, fields: readonly Field[]): ListSortInput<Field> | null {
  const by = fields.find((field) => field === req.query.sort);
  if (!by) return null;
  return { by, order: req.query.order === 'DESC' ? 'DESC' : 'ASC' };
}

const searchOf = (req: Request): Where =>
  typeof req.query.search === 'string' && req.query.search.trim()
    ? { searchValue: req.query.search.trim().slice(0, 200) }
    : {};

/** Every matching row, not just one page: the list's own service call, page after page. */
async function allRows<T>(fetchPage: (window: { offset: number; limit: number }) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += MAX_PAGE_SIZE) {
    const page = await fetchPage({ offset, limit: MAX_PAGE_SIZE });
    rows.push(...page.rows);
    if (page.rows.length < MAX_PAGE_SIZE || rows.length >= page.totalCount) break;
  }
  return rows;
}

/** What an export sends: the file's name (the day is added) and its rows under the header. */
interface CsvTable {
  name: string;
  header: readonly string[];
  lines: readonly (string | number)[][];
}

const csvTable = (name: string, header: readonly string[], lines: readonly (string | number)[][]): CsvTable => ({
  name,
  header,
  lines,
});

function sendCsv(res: Response, { name, header, lines }: CsvTable) {
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${name}-${istToday()}.csv"`);
  res.setHeader('cache-control', 'private, no-store');
  res.send(`${[csvLine(header), ...lines.map(csvLine)].join('\n')}\n`);
}

/** An export refused before any upstream was asked (no session, no company chosen). */
class ExportRefused extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

function fail(res: Response, err: unknown) {
  if (err instanceof ExportRefused || err instanceof UpstreamFailure) {
    res.status(err.httpStatus).type('text/plain').send(err.message);
    return;
  }
  res.status(503).type('text/plain').send('The export is unavailable. Try again after some time.');
}

const day = (iso: string) => iso.slice(0, 10);

/** NDR search fields as the page names them (GraphQL's), and as NMS does. */
const NDR_SEARCH: Record<string, string> = { AWB: 'awb', ORDER_ID: 'orderId', PHONE: 'phone' };

/** A text query parameter, bounded; absent when empty. */
const param = (req: Request, name: string): string | undefined => {
  const value = req.query[name];
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined;
};

const labelOf = (labels: Record<string, string>, key: string | null) => (key ? (labels[key] ?? key) : '');

/** Registers one export, read as the caller: an upstream's refusal is passed on with its status, anything else is a 503. */
type CsvExport = (path: string, build: (req: Request, ctx: Context) => Promise<CsvTable>) => void;

/**
 * CSV exports of the admin lists, with the list's search and sort as in the URL. The
 * services decide who may read each list, as they do for the pages on screen.
 */
export function listExportRoutes(app: Express, deps: BffDeps) {
  const csvExport: CsvExport = (path, build) =>
    app.get(path, async (req, res) => {
      const ctx = createContext(deps, sessionTokenOf(req.headers.cookie));
      try {
        sendCsv(res, await build(req, ctx));
      } catch (err) {
        fail(res, err);
      }
    });
  accountExports(csvExport);
  requestExports(csvExport);
  walletExports(csvExport);
  paymentExports(csvExport);
}

/** Brands, warehouses, admin users and shipping packages. */
function accountExports(csvExport: CsvExport) {
  csvExport('/files/companies.csv', async (req, ctx) => {
    const where = searchOf(req);
    const sort = sortOf(req, ['CREATED_AT', 'NAME', 'CODE']);
    const companies = await allRows<CompanyRecord>(async (window) => {
      const page = await ctx.apis.ums.companies(listRequest(window, where, sort));
      return { rows: page.companies, totalCount: page.totalCount };
    });
    const owners = await ctx.loaders.user.loadMany(companies.flatMap((c) => (c.ownerId ? [c.ownerId] : [])));
    const ownerOf = new Map(
      owners.flatMap((o) => (o && !(o instanceof Error) ? [[(o as UserRecord).id, o as UserRecord] as const] : [])),
    );
    return csvTable(
      'companies',
      ['Name', 'Code', 'Owner', 'Owner email', 'Owner phone', 'Invoicing complete', 'Created'],
      companies.map((c) => {
        const owner = c.ownerId ? ownerOf.get(c.ownerId) : undefined;
        return [
          c.name,
          c.code,
          owner?.name ?? '',
          owner?.email ?? '',
          owner?.phone ?? '',
          c.invoicingComplete ? 'Yes' : 'No',
          day(c.createdAt),
        ];
      }),
    );
  });

  csvExport('/files/warehouses.csv', async (req, ctx) => {
    const company = typeof req.query.company === 'string' ? fromGlobalId(req.query.company) : null;
    const where: Where = { ...searchOf(req), ...(company?.type === 'Company' ? { companyId: company.id } : {}) };
    const sort = sortOf(req, ['CREATED_AT', 'NAME', 'CODE']);
    const warehouses = await allRows<WarehouseRecord>(async (window) => {
      const page = await ctx.apis.wms.list(listRequest(window, where, sort));
      return { rows: page.warehouses, totalCount: page.totalCount };
    });
    return csvTable(
      'warehouses',
      ['Code', 'Name', 'Full name', 'Type', 'City', 'State', 'Active', 'Created'],
      warehouses.map((w) => [
        w.warehouseId,
        w.name,
        w.warehouseName,
        w.warehouseType,
        w.address.city,
        w.address.state,
        w.active ? 'Yes' : 'No',
        day(w.createdAt),
      ]),
    );
  });

  /** NDR customer requests with the page's filters (`by`, `search`, `link`, `approval`, `type`, `preset`, `from`, `to`, `company`). */

  csvExport('/files/admin-users.csv', async (req, ctx) => {
    const where = searchOf(req);
    const sort = sortOf(req, ['CREATED_AT', 'NAME', 'EMAIL']);
    const users = await allRows<UserRecord>(async (window) => {
      const page = await ctx.apis.ums.adminList(listRequest(window, where, sort));
      return { rows: page.users, totalCount: page.totalCount };
    });
    return csvTable(
      'sub-admins',
      ['Name', 'Email', 'Phone', 'Role', 'Created'],
      users.map((u) => [u.name, u.email, u.phone, u.role ?? u.userType, day(u.createdAt)]),
    );
  });

  /** The payment log with the page's filters (`status`, `from`, `company` for admins); the service decides whose rows. */

  csvExport('/files/shipping-packages.csv', async (req, ctx) => {
    const viewer = await ctx.viewer();
    if (!viewer) {
      throw new ExportRefused(401, MSG.sessionExpired);
    }
    const named = param(req, 'company') ? fromGlobalId(param(req, 'company')!) : null;
    const companyId = named?.type === 'Company' ? named.id : viewer.companyId;
    if (!companyId) {
      throw new ExportRefused(400, MSG.selectCompany);
    }
    const active = param(req, 'active');
    const search = param(req, 'search');
    const by: ShippingPackageWhere['searchBy'] = param(req, 'by') === 'CODE' ? 'code' : 'name';
    const where: ShippingPackageWhere = {
      companyId,
      ...(active === '1' ? { active: 1 as const } : active === '0' ? { active: 0 as const } : {}),
      ...(search ? { searchBy: by, searchValue: search } : {}),
    };
    const sort = sortOf(req, ['CREATED_AT', 'NAME', 'CODE']);
    const packages = await allRows<ShippingPackageRecord>(async (window) => {
      const page = await ctx.apis.shippingPackages.list(listRequest(window, where, sort));
      return { rows: page.shippingPackages, totalCount: page.totalCount };
    });
    return csvTable(
      'shipping-packages',
      ['Name', 'Code', 'Length (cm)', 'Width (cm)', 'Height (cm)', 'Weight (gm)', 'Default', 'Active', 'Created'],
      packages.map((p) => [
        p.name,
        p.code,
        p.packageLength,
        p.packageWidth,
        p.packageHeight,
        p.packageWeight,
        p.default ? 'Yes' : 'No',
        p.active ? 'Yes' : 'No',
        day(p.createdAt),
      ]),
    );
  });

  /** COD remittances with the page's filters: `company` (admins), `status`, `from`/`to` days (the last 30 without either). */
}

/** Customers' requests and the messages sent to them. */
function requestExports(csvExport: CsvExport) {
  csvExport('/files/customer-requests.csv', async (req, ctx) => {
    const company = param(req, 'company') ? fromGlobalId(param(req, 'company')!) : null;
    const by = NDR_SEARCH[param(req, 'by') ?? ''];
    const search = param(req, 'search');
    const where = Object.fromEntries(
      Object.entries({
        companyId: company?.type === 'Company' ? company.id : param(req, 'company') ? 'invalid' : undefined,
        searchOptionType: by && search ? by : undefined,
        searchValue: by && search ? search : undefined,
        formLinkStatus: param(req, 'link'),
        approvalStatus: param(req, 'approval'),
        requestType: param(req, 'type'),
        datePreset: param(req, 'preset'),
        start: param(req, 'from'),
        end: param(req, 'to'),
      }).filter(([, value]) => value !== undefined),
    ) as Where;
    const requests = await allRows<CustomerRequestRecord>(async (window) => {
      const sort = sortOf(req, ['CREATED_AT', 'ORDER_NUMBER']);
      const page = await ctx.apis.nms.customerRequestsFind(
        where,
        { records: window.limit, offset: window.offset },
        sort ? { by: sortKey(sort.by), order: sort.order ?? 'ASC' } : undefined,
      );
      return { rows: page.customerRequests, totalCount: page.totalCount };
    });
    const companies = await ctx.loaders.company.loadMany([...new Set(requests.map((r) => r.companyId))]);
    const nameOf = new Map(
      companies.flatMap((c) =>
        c && !(c instanceof Error) ? [[(c as CompanyRecord).id, (c as CompanyRecord).name] as const] : [],
      ),
    );
    return csvTable(
      'ndr-requests',
      [
        'Created',
        'Order ID',
        'AWB',
        'Company',
        'Buyer',
        'Phone',
        'Undelivered reason',
        'Request',
        'Approval',
        'Link',
        'Applied',
      ],
      requests.map((r) => [
        formatDateTime(r.createdAt),
        r.orderNumber,
        r.awb ?? '',
        nameOf.get(r.companyId) ?? '',
        r.buyerName,
        r.buyerPhone,
        labelOf(UNDELIVERED_REASONS, r.undeliveredReason),
        labelOf(REQUEST_TYPES, r.requestType),
        labelOf(APPROVAL_STATUSES, r.approvalStatus),
        labelOf(FORM_LINK_STATUSES, r.formLinkStatus),
        r.appliedAt ? formatDateTime(r.appliedAt) : '',
      ]),
    );
  });

  /** The notification outbox, newest first; recipients masked and texts hidden in production, as on screen. */

  csvExport('/files/notifications.csv', async (_req, ctx) => {
    const notifications = await allRows<OutboxNotificationRecord>(async (window) => {
      const page = await ctx.apis.nms.notificationOutbox({ records: window.limit, offset: window.offset });
      return { rows: page.notifications, totalCount: page.totalCount };
    });
    return csvTable(
      'notifications',
      ['Created', 'Recipient', 'Channel', 'Template', 'Text', 'Status', 'Error', 'Sent'],
      notifications.map((n) => [
        formatDateTime(n.createdAt),
        n.recipient,
        n.channel,
        n.template,
        n.text ?? '',
        n.status,
        n.error ?? '',
        n.sentAt ? formatDateTime(n.sentAt) : '',
      ]),
    );
  });

  /**
   * Wallet transactions with the page's filters (`company`, `type`, `code`, `from`, `to`): a
   * seller's own, an admin's for one company or all (then with the company's name).
   */
}

/** Wallet transactions and the shipping adjustments charged to them. */
function walletExports(csvExport: CsvExport) {
  csvExport('/files/wallet-transactions.csv', async (req, ctx) => {
    const named = param(req, 'company') ? fromGlobalId(param(req, 'company')!) : null;
    const type = param(req, 'type');
    const where: WalletTransactionWhere = {
      ...(param(req, 'company') ? { companyId: named?.type === 'Company' ? named.id : 'invalid' } : {}),
      ...(type === 'CREDIT' || type === 'DEBIT' ? { type } : {}),
      ...(param(req, 'code') ? { code: param(req, 'code') } : {}),
      ...(param(req, 'from') ? { from: param(req, 'from') } : {}),
      ...(param(req, 'to') ? { to: param(req, 'to') } : {}),
    };
    const transactions = await allRows<WalletTransactionRecord>(async (window) => {
      const page = await ctx.apis.wallet.transactions(listRequest(window, where));
      return { rows: page.transactions, totalCount: page.totalCount };
    });
    const companies = await ctx.loaders.company.loadMany([...new Set(transactions.map((t) => t.companyId))]);
    const nameOf = new Map(
      companies.flatMap((c) =>
        c && !(c instanceof Error) ? [[(c as CompanyRecord).id, (c as CompanyRecord).name] as const] : [],
      ),
    );
    return csvTable(
      'wallet-transactions',
      [
        'Date',
        'Company',
        'Type',
        'Amount (₹)',
        'Balance (₹)',
        'Code',
        'Code label',
        'Description',
        'Reference',
        'Created by',
      ],
      transactions.map((t) => [
        formatDateTime(t.createdAt),
        nameOf.get(t.companyId) ?? '',
        t.type,
        paiseToRupeesText(t.amountPaise),
        paiseToRupeesText(t.balancePaise),
        t.code,
        WALLET_CODES[t.code] ?? t.code,
        t.description,
        t.reference ?? '',
        t.createdBy ?? '',
      ]),
    );
  });

  /** Shipping adjustments (weight discrepancies): a seller's own, an admin's of every brand or one. */

  csvExport('/files/shipping-adjustments.csv', async (req, ctx) => {
    const viewer = await ctx.viewer();
    if (!viewer) {
      throw new ExportRefused(401, MSG.sessionExpired);
    }
    const named = param(req, 'company') ? fromGlobalId(param(req, 'company')!) : null;
    const status = param(req, 'status');
    const awb = param(req, 'search');
    const where = {
      ...(named?.type === 'Company' ? { companyId: named.id } : {}),
      ...(DISCREPANCY_STATUSES.includes(status as never)
        ? { statuses: [status as (typeof DISCREPANCY_STATUSES)[number]] }
        : {}),
      ...(awb ? { awb } : {}),
      ...(param(req, 'preset') === 'LAST_1_YEAR' ? { datePreset: 'LAST_1_YEAR' as const } : {}),
    };
    const rows = await allRows<WeightDiscrepancyRecord>(async (window) => {
      const page = await ctx.apis.shippingAdjustments.find(listRequest(window, where));
      return { rows: page.weightDiscrepancies, totalCount: page.totalCount };
    });
    const names = new Map<string, string>();
    for (const id of new Set(rows.map((r) => r.companyId)))
      names.set(id, (await ctx.loaders.company.load(id).catch(() => null))?.name ?? '');
    return csvTable(
      'shipping-adjustments',
      [
        'Date',
        'Company',
        'AWB',
        'Order ID',
        'Declared (kg)',
        'Measured (kg)',
        'Difference (₹)',
        'Status',
        'Remark',
        'Dispute remark',
        'Resolution',
      ],
      rows.map((r) => [
        formatDateTime(r.createdAt),
        names.get(r.companyId) ?? '',
        r.awb,
        r.shopOrderId,
        r.declaredGrams / 1000,
        r.measuredGrams / 1000,
        paiseToRupeesText(r.differencePaise),
        DISCREPANCY_STATUS_LABELS[r.status] ?? r.status,
        r.remark ?? '',
        r.disputeRemark ?? '',
        r.resolutionRemark ?? '',
      ]),
    );
  });

  /** The company's shipping packages with the page's filters (`active` 1 or 0, `by` NAME or CODE, `search`, sort). */
}

/** COD remittances and payment logs. */
function paymentExports(csvExport: CsvExport) {
  csvExport('/files/cod-remittances.csv', async (req, ctx) => {
    const viewer = await ctx.viewer();
    if (!viewer) {
      throw new ExportRefused(401, MSG.sessionExpired);
    }
    const named = param(req, 'company') ? fromGlobalId(param(req, 'company')!) : null;
    const status = param(req, 'status')?.toLowerCase();
    const isDay = (d: string | undefined) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : undefined);
    const [from, to] = [isDay(param(req, 'from')), isDay(param(req, 'to'))];
    const where: CodRemittanceWhere = {
      ...(named?.type === 'Company' ? { companyId: named.id } : {}),
      ...(status === 'processing' || status === 'due' || status === 'paid' ? { status } : {}),
      ...(from || to ? { ...(from ? { from } : {}), ...(to ? { to } : {}) } : defaultDays()),
    };
    const rows = await allRows<CodRemittanceRecord>(async (window) => {
      const page = await ctx.apis.codRemittance.list(listRequest(window, where, null));
      return { rows: page.remittances, totalCount: page.totalCount };
    });
    return csvTable(
      'cod-remittances',
      ['Created', 'AWB', 'Order ID', 'COD amount (₹)', 'Status', 'Due date', 'Paid date', 'UTR', 'Paid to'],
      rows.map((r) => [
        day(r.createdAt),
        r.awb,
        r.shopOrderId,
        paiseToRupeesText(r.codAmountPaise),
        r.status,
        day(r.paymentDueAt),
        r.paymentPaidAt ? day(r.paymentPaidAt) : '',
        r.utr ?? '',
        r.status === 'paid' ? (r.toWallet ? 'Wallet' : 'Bank') : '',
      ]),
    );
  });

  csvExport('/files/payment-logs.csv', async (req, ctx) => {
    const named = param(req, 'company') ? fromGlobalId(param(req, 'company')!) : null;
    const status = param(req, 'status');
    const where: PaymentLogWhere = {
      ...(param(req, 'company') ? { companyId: named?.type === 'Company' ? named.id : 'invalid' } : {}),
      ...(status === 'PENDING' || status === 'SUCCESS' || status === 'FAILURE' ? { status } : {}),
      ...(param(req, 'from') ? { from: param(req, 'from') } : {}),
      ...(param(req, 'to') ? { to: param(req, 'to') } : {}),
    };
    const payments = await allRows<PaymentLogRecord>(async (window) => {
      const page = await ctx.apis.payments.list(listRequest(window, where));
      return { rows: page.payments, totalCount: page.totalCount };
    });
    const companies = await ctx.loaders.company.loadMany([...new Set(payments.map((p) => p.companyId))]);
    const nameOf = new Map(
      companies.flatMap((c) =>
        c && !(c instanceof Error) ? [[(c as CompanyRecord).id, (c as CompanyRecord).name] as const] : [],
      ),
    );
    return csvTable(
      'payment-logs',
      [
        'Date',
        'Company',
        'Payment',
        'Amount (₹)',
        'Status',
        'Gateway',
        'Merchant transaction id',
        'Order id',
        'Reference',
        'Message',
        'Remarks',
        'Colour',
        'Decided by',
      ],
      payments.map((p) => [
        formatDateTime(p.createdAt),
        nameOf.get(p.companyId) ?? '',
        PAYMENT_KIND_LABELS[p.kind],
        paiseToRupeesText(p.amountPaise),
        PAYMENT_STATUS_LABELS[p.status],
        PAYMENT_GATEWAY_LABELS[p.gateway],
        p.merchantTransactionId,
        p.orderId ?? '',
        p.reference ?? '',
        p.message ?? '',
        p.remarks ?? '',
        paymentLogTone(p.remarks),
        p.decidedBy ?? '',
      ]),
    );
  });
}
