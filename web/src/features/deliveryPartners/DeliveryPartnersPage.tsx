import { Text } from '@chakra-ui/react';

export function deliveryPartnersLoader() {
  return null;
}

/** /settings/integrations/delivery-partners: the couriers that ship the company's orders. */
export function DeliveryPartnersPage() {
  return <Text color="fg.muted">Delivery partners are being connected.</Text>;
}
