import {
  MSG,
  PACK_ITEM_LABELS,
  PACK_ORDER_LABELS,
  fill,
  type PackItemStatus,
  type PackOrderStatus,
} from '@parcelo/common';

/** Not Scanned red, Partially Scanned orange (processing), Scanned green (packed). */
const ITEM_PALETTES: Record<PackItemStatus, string> = {
  NOT_SCANNED: 'red',
  PARTIALLY_SCANNED: 'orange',
  SCANNED: 'green',
};
/** The order follows its items: nothing yet is neutral, some orange, all green. */
const ORDER_PALETTES: Record<PackOrderStatus, string> = {
  PENDING: 'gray',
  PARTIALLY_PACKED: 'orange',
  PACKED: 'green',
};

const isKey = <K extends string>(map: Record<K, unknown>, key: string): key is K => Object.hasOwn(map, key);

/** A per-item status tag's colour palette; a status this client does not know is gray. */
export function itemStatusPalette(status: string): string {
  return isKey(ITEM_PALETTES, status) ? ITEM_PALETTES[status] : 'gray';
}

export function orderStatusPalette(status: string): string {
  return isKey(ORDER_PALETTES, status) ? ORDER_PALETTES[status] : 'gray';
}

/** The label the server sends, else the shared one for the status, else the status itself. */
export function itemStatusLabel(status: string, label?: string | null): string {
  return label || (isKey(PACK_ITEM_LABELS, status) ? PACK_ITEM_LABELS[status] : status);
}

export function orderStatusLabel(status: string, label?: string | null): string {
  return label || (isKey(PACK_ORDER_LABELS, status) ? PACK_ORDER_LABELS[status] : status);
}

interface Line {
  readonly code: string;
  readonly quantity: number;
  readonly scannedQuantity: number;
}

/** The queue's "items scanned/total": units scanned of the units to pack, e.g. "3/5". */
export function scannedOfTotal(items: readonly Pick<Line, 'quantity' | 'scannedQuantity'>[]): string {
  let scanned = 0;
  let total = 0;
  for (const item of items) {
    scanned += Math.min(item.scannedQuantity, item.quantity);
    total += item.quantity;
  }
  return `${scanned}/${total}`;
}

/** The order's line for a scanned code; barcodes match whatever their case, as on the server. */
export function lineOf<T extends Pick<Line, 'code'>>(items: readonly T[], code: string): T | undefined {
  const wanted = code.trim().toUpperCase();
  return items.find((item) => item.code.toUpperCase() === wanted);
}

/** What the bench says after a counted scan, e.g. "Last scan: WS-CHAI-250, 2 of 3". */
export function lastScanText(items: readonly Line[], code: string): string {
  const line = lineOf(items, code);
  return line ? `Last scan: ${line.code}, ${line.scannedQuantity} of ${line.quantity}` : `Last scan: ${code}`;
}

/** The success message once the last item is scanned. */
export const packedMessage = (shopOrderId: string) => fill(MSG.packDone, { orderId: shopOrderId });

/** A payload's userErrors as one message, or null when there are none. */
export function userErrorText(userErrors: readonly { readonly message: string }[]): string | null {
  if (userErrors.length === 0) return null;
  return (
    userErrors
      .map((error) => error.message)
      .filter(Boolean)
      .join(' ') || MSG.genericFailure
  );
}

/** The queue's status filter (packing queue): Pending, Packed, or All. */
export type QueueFilter = 'PENDING' | 'PACKED' | 'ALL';
export const QUEUE_FILTER_OPTIONS: readonly { value: QueueFilter; label: string }[] = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'PACKED', label: 'Packed' },
  { value: 'ALL', label: 'All' },
];
export const DEFAULT_QUEUE_FILTER: QueueFilter = 'PENDING';

export function readQueueFilter(value: string): QueueFilter {
  return QUEUE_FILTER_OPTIONS.find((option) => option.value === value)?.value ?? DEFAULT_QUEUE_FILTER;
}

/** The `status` argument of `fulfilments` for a filter: All asks for no status. */
export function queueStatus(filter: QueueFilter): 'PENDING' | 'PACKED' | null {
  return filter === 'ALL' ? null : filter;
}

/**
 * Item scans, one at a time. A wedge scanner can fire the next code before the last
 * one's answer is back; sending them in order keeps every count the server's latest, and
 * a code still waiting when the order is packed is dropped rather than refused.
 */
export class ScanQueue {
  private readonly waiting: string[] = [];
  private busy = false;
  private turn = 0;

  /** `send` must call `done` once, when the code's answer (or failure) has been handled. */
  constructor(private readonly send: (code: string, done: () => void) => void) {}

  push(code: string): void {
    this.waiting.push(code);
    if (!this.busy) this.next();
  }

  /** Drops the codes not sent yet; the one in flight still finishes. */
  clear(): void {
    this.waiting.length = 0;
  }

  get pending(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }

  private next(): void {
    const code = this.waiting.shift();
    if (code === undefined) {
      this.busy = false;
      return;
    }
    this.busy = true;
    const turn = ++this.turn;
    this.send(code, () => {
      // A second call of the same `done` must not skip a code.
      if (turn === this.turn) this.next();
    });
  }
}
