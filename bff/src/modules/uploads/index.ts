import { defineModule } from '../../module.js';
import { uploadResolvers } from './resolvers.js';

export default defineModule({ resolvers: uploadResolvers });
