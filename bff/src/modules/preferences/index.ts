import { defineModule } from '../../module.js';
import { preferenceResolvers } from './resolvers.js';

export default defineModule({ resolvers: preferenceResolvers });
