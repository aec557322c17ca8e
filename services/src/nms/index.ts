import { reportOutbox, serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { NmsDB } from './db.js';
import { migrations } from './migrations.js';
import { notificationRoutes } from './notifications/routes.js';
import { notificationOutbox, unsentMessages } from './notifications/outbox.js';
import { taskRoutes } from './tasks/routes.js';
import { customerRequestRoutes } from './customerRequests/routes.js';
import { messageDeliveryTracker, messageRoutes } from './messages/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { whatsAppRoutes } from './whatsapp/routes.js';
import { supportRoutes } from './support/routes.js';

/**
 * Notifications: the outbox and its delivery providers, the task centre, customer requests (NDR),
 * order messages, support tickets and the companies' WhatsApp accounts and templates.
 */
export const nms: ServiceDefinition<NmsDB> = {
  name: 'nms',
  migrations,
  async routes(app, ctx) {
    const outbox = await notificationOutbox(
      ctx.db,
      ctx.log,
      await serviceJobQueue(app, ctx),
      () => ctx.urls,
      messageDeliveryTracker(ctx.db, ctx.pubsub),
    );
    ctx.onStarted(() => outbox.queueUnsent());
    reportOutbox(app, ctx.name, 'notifications', () => unsentMessages(ctx.db));
    notificationRoutes(app, ctx, outbox.kick);
    taskRoutes(app, ctx);
    customerRequestRoutes(app, ctx, outbox.kick);
    messageRoutes(app, ctx, outbox.kick);
    privacyRoutes(app, ctx);
    whatsAppRoutes(app, ctx);
    supportRoutes(app, ctx);
  },
};
