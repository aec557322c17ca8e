import { defineModule } from '../../module.js';
import { channelResolvers } from './resolvers.js';

export default defineModule({ resolvers: channelResolvers });
