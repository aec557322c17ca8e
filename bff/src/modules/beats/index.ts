import { defineLoaders, defineModule, idsLoader } from '../../module.js';
import type { BeatPlan } from './models.js';
import { beatResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => ({
  beatPlan: idsLoader<BeatPlan>(async (ids) => (await apis.beats.byIds(ids)).plans),
}));

export default defineModule({
  resolvers: beatResolvers,
  loaders,
  nodes: { BeatPlan: 'beatPlan' },
  mappers: { BeatPlan: './models.js#BeatPlan', Beat: './models.js#Beat', BeatStop: './models.js#BeatStop' },
});
