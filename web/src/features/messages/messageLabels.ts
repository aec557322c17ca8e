/** Message senders as shown; WHEREHOUSE is the platform's spelling of the warehouse. */
const SENDER_LABELS: Record<string, string> = {
  CUSTOMER: 'Customer',
  WHEREHOUSE: 'Warehouse',
  SELLER: 'Seller',
};

/** A sender type as shown; one this screen does not know shows as it comes. */
export function senderLabel(type: string): string {
  return SENDER_LABELS[type] ?? type;
}

/** The buyer's messages sit on the left of the thread, ours (seller, warehouse) on the right. */
export function isFromCustomer(type: string): boolean {
  return type === 'CUSTOMER';
}

/** Message statuses: a failed message is the one the sender must notice, so it is red. */
const STATUS_VIEWS: Record<string, { label: string; palette: string }> = {
  CREATED: { label: 'Created', palette: 'gray' },
  SENT: { label: 'Sent', palette: 'blue' },
  FAILED: { label: 'Failed', palette: 'red' },
  RECEIVED: { label: 'Received', palette: 'green' },
};

export function messageStatusView(status: string): { label: string; palette: string } {
  return STATUS_VIEWS[status] ?? { label: status, palette: 'gray' };
}

/**
 * The thread oldest first. The server sends it so, but a message that arrives live is
 * appended after the pages loaded so far, which may stop short of the newest ones.
 * Equal times keep their order (Array.prototype.sort is stable).
 */
export function chronological<T extends { readonly createdAt: string }>(messages: readonly T[]): T[] {
  return [...messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
}

/**
 * Enter sends, Shift+Enter starts a new line. Enter that confirms an input method's
 * composition (Hindi or other scripts typed through an IME) must not send half a word.
 */
export function sendsOnEnter(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}
