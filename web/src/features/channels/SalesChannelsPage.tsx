import { Text } from '@chakra-ui/react';

export function salesChannelsLoader() {
  return null;
}

/** /settings/integrations/sales-channels: the stores orders come from. */
export function SalesChannelsPage() {
  return <Text color="fg.muted">Sales channels are being connected.</Text>;
}
