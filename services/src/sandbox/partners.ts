import { couriers } from './couriers.js';
import type { SandboxPartner } from './index.js';
import { woocommerce } from './woocommerce.js';
import { shopifyPartner } from './shopify.js';
import { receiver } from './receiver.js';
import { razorpay } from './razorpay.js';

/**
 * The partners the sandbox plays, asked in this order which one answers for a host; the
 * webhook receiver, which answers for any host, comes last.
 */
export const PARTNERS: SandboxPartner[] = [woocommerce, shopifyPartner, couriers, razorpay, receiver];
