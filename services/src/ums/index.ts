import { MSG } from '@parcelo/common';
import { serviceJobQueue, type ServiceDefinition } from '../platform/index.js';
import type { UmsDB } from './db.js';
import { migrations } from './migrations.js';
import { resolveCaller } from './sessions.js';
import { workplaces } from './workplaces.js';
import { authRoutes } from './auth/routes.js';
import { userRoutes } from './users/routes.js';
import { companyRoutes } from './companies/routes.js';
import { channelRoutes } from './channels/routes.js';
import { shopifyRoutes } from './channels/shopify.js';
import { trackingPageRoutes } from './tracking/routes.js';
import { privacyRoutes } from './privacy/routes.js';
import { placeRoutes } from './places/routes.js';
import { webhookRoutes } from './webhooks/routes.js';
import { apiKeyRoutes } from './apiKeys/routes.js';
import { preferenceRoutes } from './preferences/routes.js';
import { pricingRoutes } from './pricing/routes.js';

/** User management: accounts, sessions, verification, companies and admin users. */
export const ums: ServiceDefinition<UmsDB> = {
  name: 'ums',
  migrations,
  uniqueViolations: {
    users_email_key: { message: MSG.emailTaken, field: 'email' },
    users_phone_key: { message: MSG.phoneTaken, field: 'phone' },
  },
  principalResolver: (ctx) => (token) => resolveCaller(ctx.db, token, workplaces(ctx.urls)),
  async routes(app, ctx) {
    // One queue for the service's background work: data deletions and webhook deliveries.
    const queue = await serviceJobQueue(app, ctx);
    authRoutes(app, ctx);
    userRoutes(app, ctx);
    companyRoutes(app, ctx);
    preferenceRoutes(app, ctx);
    pricingRoutes(app, ctx);
    channelRoutes(app, ctx);
    shopifyRoutes(app, ctx);
    trackingPageRoutes(app, ctx);
    placeRoutes(app);
    apiKeyRoutes(app, ctx);
    await privacyRoutes(app, ctx, queue);
    await webhookRoutes(app, ctx, queue);
  },
};
