import { MSG } from '@parcelo/common';
import type { ServiceDefinition } from '../platform/index.js';
import type { OmsDB } from './db.js';
import { migrations } from './migrations.js';
import { orderRoutes } from './orders/routes.js';
import { documentRoutes } from './documents/routes.js';
import { bulkRoutes } from './bulk/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { channelRoutes } from './channels/routes.js';

/** Orders: the order book, its items and status trail. */
export const oms: ServiceDefinition<OmsDB> = {
  name: 'oms',
  migrations,
  uniqueViolations: { orders_channel_order_key: { message: MSG.orderIdTaken, field: 'shopOrderId' } },
  routes(app, ctx) {
    orderRoutes(app, ctx);
    documentRoutes(app, ctx);
    bulkRoutes(app, ctx);
    uploadRoutes(app, ctx);
    channelRoutes(app, ctx);
  },
};
