import { defineModule } from '../../module.js';
import { authResolvers } from './resolvers.js';

export default defineModule({
  resolvers: authResolvers,
  mappers: { Viewer: '../../upstream/models.js#Principal' },
});
