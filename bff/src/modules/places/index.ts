import { defineModule } from '../../module.js';
import { placeResolvers } from './resolvers.js';

export default defineModule({
  resolvers: placeResolvers,
});
