import { MSG } from '@parcelo/common';
import { reportOutbox, serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { OmsDB } from './db.js';
import { migrations } from './migrations.js';
import { orderRoutes } from './orders/routes.js';
import { documentRoutes } from './documents/routes.js';
import { bulkRoutes } from './bulk/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { channelRoutes } from './channels/routes.js';
import { shopifyWebhookRoutes } from './channels/webhooks.js';
import { fulfilmentRoutes } from './fulfilment/routes.js';
import { orderOutbox, undeliveredEvents } from './orders/outbox.js';
import { lightningStatusRoutes } from './lightning/routes.js';
import { deliveryRoutes } from './orders/delivery.js';
import { orderRemapRoutes } from './orders/remap.js';
import { customerRequestRoutes } from './customerRequests/routes.js';
import { trackingRoutes } from './tracking/routes.js';
import { courierTracking } from './tracking/courier.js';
import { privacyRoutes } from './privacy/routes.js';
import { invoiceBackfill } from './orders/invoices.js';
import { deliveryPartnerRoutes } from './deliveryPartners/routes.js';
import { shippingPackageRoutes } from './shippingPackages/routes.js';
import { codRemittanceRoutes } from './codRemittance/routes.js';
import { shippingAdjustmentRoutes } from './shippingAdjustments/routes.js';
import { insightsRoutes } from './insights/routes.js';

/** Orders: the order book, its items and status trail. */
export const oms: ServiceDefinition<OmsDB> = {
  name: 'oms',
  migrations,
  uniqueViolations: {
    orders_channel_order_key: { message: MSG.orderIdTaken, field: 'shopOrderId' },
    delivery_partners_name_key: { message: MSG.partnerNameTaken, field: 'name' },
    shipping_packages_code_key: { message: MSG.packageCodeTaken, field: 'code' },
  },
  async routes(app, ctx) {
    const queue = await serviceJobQueue(app, ctx);
    const outbox = await orderOutbox(ctx.db, ctx.urls, ctx.log, queue);
    reportOutbox(app, ctx.name, 'order_outbox', () => undeliveredEvents(ctx.db));
    const tracking = await courierTracking({ db: ctx.db, log: ctx.log, outbox }, queue);
    const backfill = await invoiceBackfill(ctx.db, ctx.urls, ctx.log, queue);
    orderRoutes(app, ctx, outbox);
    documentRoutes(app, ctx);
    bulkRoutes(app, ctx, queue, outbox);
    uploadRoutes(app, ctx);
    channelRoutes(app, ctx, outbox);
    shopifyWebhookRoutes(app, ctx, outbox);
    fulfilmentRoutes(app, ctx, outbox);
    deliveryRoutes(app, ctx, outbox);
    lightningStatusRoutes(app, ctx, outbox);
    orderRemapRoutes(app, ctx);
    customerRequestRoutes(app, ctx, outbox);
    trackingRoutes(app, ctx);
    privacyRoutes(app, ctx);
    deliveryPartnerRoutes(app, ctx, outbox, tracking);
    shippingPackageRoutes(app, ctx);
    codRemittanceRoutes(app, ctx);
    shippingAdjustmentRoutes(app, ctx);
    insightsRoutes(app, ctx);
    ctx.onStarted(() => outbox.queueUnsent());
    ctx.onStarted(backfill.queue);
  },
};
