import { Stack, Text } from '@chakra-ui/react';
import { ShopifyConnect } from './ShopifyConnect';

export function salesChannelsLoader() {
  return null;
}

/** /settings/integrations/sales-channels: the stores orders come from. */
export function SalesChannelsPage() {
  return (
    <Stack gap="4" align="start">
      <Text color="fg.muted">Sales channels are being connected.</Text>
      <ShopifyConnect />
    </Stack>
  );
}
