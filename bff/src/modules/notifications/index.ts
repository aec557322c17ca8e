import { defineModule } from '../../module.js';
import { notificationResolvers } from './resolvers.js';

export default defineModule({
  resolvers: notificationResolvers,
  mappers: { OutboxNotification: '../../upstream/models.js#OutboxNotification' },
});
