import type { ServiceDefinition } from '../platform/index.js';
import type { NmsDB } from './db.js';
import { migrations } from './migrations.js';
import { notificationRoutes } from './notifications/routes.js';
import { startDispatcher } from './notifications/outbox.js';
import { taskRoutes } from './tasks/routes.js';

/** Notifications: the outbox and its delivery providers, and the task centre. */
export const nms: ServiceDefinition<NmsDB> = {
  name: 'nms',
  migrations,
  routes(app, ctx) {
    const dispatcher = startDispatcher(ctx.db, ctx.log);
    app.addHook('onClose', () => dispatcher.stop());
    notificationRoutes(app, ctx, dispatcher.kick);
    taskRoutes(app, ctx);
  },
};
