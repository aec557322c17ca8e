import { defineModule } from '../../module.js';
import { shopifyResolvers } from './resolvers.js';

export default defineModule({ resolvers: shopifyResolvers });
