import DataLoader from 'dataloader';
import { defineLoaders, defineModule } from '../../module.js';
import type { SalesChannel } from '../../upstream/models.js';
import { channelResolvers } from './resolvers.js';

export const loaders = defineLoaders((apis) => {
  // A company has a few dozen stores at most: UMS answers them all at once, once a request.
  const salesChannelList = new DataLoader<'', { salesChannels: SalesChannel[] }>(async (keys) => {
    const list = await apis.ums.stores();
    return keys.map(() => list);
  });
  return {
    salesChannelList,
    // Only the viewer's own stores are listed, so another company's id loads as null.
    salesChannel: new DataLoader<string, SalesChannel | null>(async (ids) => {
      const { salesChannels } = await salesChannelList.load('');
      return ids.map((id) => salesChannels.find((s) => s.id === id) ?? null);
    }),
  };
});

export default defineModule({
  resolvers: channelResolvers,
  loaders,
  nodes: { SalesChannel: 'salesChannel' },
  mappers: { SalesChannel: '../../upstream/models.js#SalesChannel' },
});
