import type { ServiceDefinition } from '../platform/index.js';
import type { NmsDB } from './db.js';
import { migrations } from './migrations.js';
import { notificationRoutes } from './notifications/routes.js';
import { startDispatcher } from './notifications/outbox.js';
import { taskRoutes } from './tasks/routes.js';
import { customerRequestRoutes } from './customerRequests/routes.js';
import { messageDeliveryTracker, messageRoutes } from './messages/routes.js';
import { privacyRoutes } from './privacy/routes.js';

/** Notifications: the outbox and its delivery providers, the task centre, customer requests (NDR) and order messages. */
export const nms: ServiceDefinition<NmsDB> = {
  name: 'nms',
  migrations,
  routes(app, ctx) {
    const dispatcher = startDispatcher(ctx.db, ctx.log, messageDeliveryTracker(ctx.db, ctx.pubsub, ctx.log));
    app.addHook('onClose', () => dispatcher.stop());
    notificationRoutes(app, ctx, dispatcher.kick);
    taskRoutes(app, ctx);
    customerRequestRoutes(app, ctx, dispatcher.kick);
    messageRoutes(app, ctx, dispatcher.kick);
    privacyRoutes(app, ctx);
  },
};
