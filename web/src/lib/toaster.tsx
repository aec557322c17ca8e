import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { describeError } from './relay/environment';

/**
 * The app's one notification stack, at the top centre: drawers open at the end with their
 * buttons at the foot, and forms end in a button at the start, so a toast at a bottom
 * corner covers what the user clicks next; the top centre holds only titles.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

interface Notice {
  type: 'success' | 'error' | 'info';
  title: string;
  description?: string;
}

const FLASH_KEY = 'parcelo.flash';

/**
 * Shows a notification on the next page load. For flows that end in a full reload
 * (creating a sub-admin), where a toast raised now would vanish with the page.
 */
export function notifyAfterReload(notice: Notice): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(notice));
}

function isNotice(value: unknown): value is Notice {
  return typeof value === 'object' && value !== null && 'type' in value && 'title' in value;
}

function showPendingFlash(): void {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (!raw) return;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const notice: unknown = JSON.parse(raw);
    if (isNotice(notice)) toaster.create(notice);
  } catch {
    // A corrupt entry is dropped: it only ever held a courtesy message.
  }
}

/** The error notification of the server's message, else the generic one. */
export function notifyError(error: unknown, title?: string): void {
  const message = describeError(error);
  toaster.create(title ? { type: 'error', title, description: message } : { type: 'error', title: message });
}

/** A failed action's notification: the server's message, else the action's own fallback. */
export function notifyFailure(error: unknown, fallback: string): void {
  toaster.create({ type: 'error', title: describeError(error, fallback) });
}

/** The stack's components, downloaded with the page's first notification. */
const ToastStack = lazy(async () => ({ default: (await import('./ToastStack')).ToastStack }));

let notified = false;

/** Calls `onChange` on every notification; the store tells before it lists the new one. */
function subscribeToNotifications(onChange: () => void): () => void {
  return toaster.subscribe(() => {
    notified = true;
    onChange();
  });
}

/** Whether the page has had a notification (from then on the stack stays, for its exit animations). */
const hasNotified = () => notified || toaster.getCount() > 0;

/**
 * The notification stack. Most visits raise no notification, so its components (Chakra's
 * toasts and their state machines) are left out of the entry and come with the first one;
 * the stack then shows what the store holds.
 */
export function AppToaster() {
  const needed = useSyncExternalStore(subscribeToNotifications, hasNotified);
  return needed ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}

showPendingFlash();
