import { notifyError } from '../../lib/toaster';

interface Checkout {
  readonly gateway: string;
  readonly orderId: string;
  readonly amount: number;
  readonly currency: string;
  readonly keyId: string | null | undefined;
}

interface RazorpayWindow {
  Razorpay?: new (options: Record<string, unknown>) => { open: () => void };
}

const SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

function loadScript(): Promise<void> {
  if ((window as RazorpayWindow).Razorpay) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('The payment page could not be opened. Try again after some time.'));
    document.head.append(script);
  });
}

/**
 * Razorpay's own checkout for an order the service created. The wallet is credited from
 * Razorpay's signed webhook, not from anything the browser says, so `onPaid` only refreshes.
 */
export function openRazorpayCheckout(checkout: Checkout, onPaid: () => void) {
  if (checkout.gateway !== 'RAZORPAY' || !checkout.keyId) return;
  loadScript()
    .then(() => {
      const Razorpay = (window as RazorpayWindow).Razorpay!;
      new Razorpay({
        key: checkout.keyId,
        order_id: checkout.orderId,
        amount: checkout.amount,
        currency: checkout.currency,
        name: 'Parcelo',
        description: 'Wallet recharge',
        handler: onPaid,
      }).open();
    })
    .catch((error: unknown) => notifyError(error));
}
