import { MSG } from '@parcelo/common';
import type { ServiceDefinition } from '../platform/index.js';
import type { OmsDB } from './db.js';
import { migrations } from './migrations.js';
import { orderRoutes } from './orders/routes.js';
import { documentRoutes } from './documents/routes.js';
import { bulkRoutes } from './bulk/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { channelRoutes } from './channels/routes.js';
import { fulfilmentRoutes } from './fulfilment/routes.js';
import { orderOutbox } from './orders/outbox.js';
import { deliveryRoutes } from './orders/delivery.js';
import { customerRequestRoutes } from './customerRequests/routes.js';
import { trackingRoutes } from './tracking/routes.js';
import { privacyRoutes } from './privacy/routes.js';

const STOCK_RETRY_MS = 5_000;

/** Orders: the order book, its items and status trail. */
export const oms: ServiceDefinition<OmsDB> = {
  name: 'oms',
  migrations,
  uniqueViolations: { orders_channel_order_key: { message: MSG.orderIdTaken, field: 'shopOrderId' } },
  routes(app, ctx) {
    const outbox = orderOutbox(ctx.db, ctx.urls, ctx.log);
    orderRoutes(app, ctx, outbox);
    documentRoutes(app, ctx);
    bulkRoutes(app, ctx, outbox);
    uploadRoutes(app, ctx);
    channelRoutes(app, ctx, outbox);
    fulfilmentRoutes(app, ctx, outbox);
    deliveryRoutes(app, ctx, outbox);
    customerRequestRoutes(app, ctx, outbox);
    trackingRoutes(app, ctx);
    privacyRoutes(app, ctx);
    // Order events not taken yet are sent again: at start, then every few seconds.
    let timer: NodeJS.Timeout | undefined;
    ctx.onStarted(() => {
      timer = setInterval(() => void outbox.retry().catch((err: unknown) => ctx.log.warn({ err }, 'stock outbox retry failed')), STOCK_RETRY_MS);
      timer.unref();
      return outbox.retry().catch((err: unknown) => ctx.log.warn({ err }, 'stock outbox retry failed'));
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
};
