import { MSG } from '@parcelo/common';
import { Badge, Card, HStack, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { WarehouseCard_companyWarehouse$key } from '../../__generated__/WarehouseCard_companyWarehouse.graphql';
import { notifyUserErrors } from '../../lib/notify';
import type { UserErrorLike } from '../../lib/useSchemaForm';
import { notifyFailure } from '../../lib/toaster';
import { warehouseTypeLabel } from './labels';
import { useCompanyWarehouseActiveUpdateMutation } from './useCompanyWarehouseActiveUpdateMutation';
import { useCompanyWarehouseRtoUpdateMutation } from './useCompanyWarehouseRtoUpdateMutation';

const fragment = graphql`
  fragment WarehouseCard_companyWarehouse on CompanyWarehouse {
    id
    warehouseType
    active
    rtoOtherWh
    own
    gstNumber
    warehouse {
      name
      warehouseId
      active
      address {
        addressLine1
        addressLine2
        city
        state
        pincode
        phone
      }
    }
  }
`;

/**
 * One of the company's warehouses, as a card with the company's own switches. Each saves at
 * once and shows the stored value: it flips when the server's answer comes back, not before.
 */
export function WarehouseCard({ companyWarehouse }: { companyWarehouse: WarehouseCard_companyWarehouse$key }) {
  const cw = useFragment(fragment, companyWarehouse);
  const { warehouse } = cw;
  const { address } = warehouse;
  const [setActive, isSavingActive] = useCompanyWarehouseActiveUpdateMutation();
  const [setRto, isSavingRto] = useCompanyWarehouseRtoUpdateMutation();

  const answered = {
    onCompleted: (payload: { userErrors: readonly UserErrorLike[] }) => {
      notifyUserErrors(payload.userErrors, MSG.genericFailure);
    },
    onError: (error: Error) => notifyFailure(error, MSG.genericFailure),
  };

  return (
    <Card.Root as="article" size="sm" h="full" aria-label={warehouse.name}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3">
          <Stack gap="0.5" minW="0">
            <Card.Title truncate>{warehouse.name}</Card.Title>
            <Text textStyle="xs" fontFamily="mono" color="fg.muted">
              {warehouse.warehouseId}
            </Text>
          </Stack>
          <HStack gap="1" flexShrink={0}>
            <Badge colorPalette="blue">{warehouseTypeLabel(cw.warehouseType)}</Badge>
            {cw.own && <Badge colorPalette="purple">Own</Badge>}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="3" textStyle="sm">
          <Text as="address" fontStyle="normal">
            {address.addressLine1}
            {address.addressLine2 ? `, ${address.addressLine2}` : ''}
            <br />
            {`${address.city}, ${address.state} ${address.pincode}`}
          </Text>
          <Text color="fg.muted">
            {address.phone}
            {cw.gstNumber ? ` · GST ${cw.gstNumber}` : ''}
          </Text>
          <CardSwitch
            label="Active"
            hint={
              !cw.active
                ? 'Takes no new orders'
                : warehouse.active
                  ? 'Takes new orders'
                  : 'Closed by the warehouse team: no new orders'
            }
            checked={cw.active}
            saving={isSavingActive}
            onChange={(active) => setActive({ companyWarehouse: cw.id, active }, answered)}
          />
          <CardSwitch
            label="Returns (RTO) to another warehouse"
            checked={cw.rtoOtherWh}
            saving={isSavingRto}
            onChange={(rtoOtherWh) => setRto({ companyWarehouse: cw.id, rtoOtherWh }, answered)}
          />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

interface CardSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  saving: boolean;
  onChange: (checked: boolean) => void;
}

/** A switch that shows the stored value, disabled with a spinner while its change is saved. */
function CardSwitch({ label, hint, checked, saving, onChange }: CardSwitchProps) {
  return (
    <HStack justify="space-between" gap="3">
      <Switch.Root
        checked={checked}
        disabled={saving}
        onCheckedChange={(details) => onChange(details.checked)}
        aria-busy={saving}
      >
        <Switch.HiddenInput aria-label={label} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label textStyle="sm">{label}</Switch.Label>
      </Switch.Root>
      {saving ? (
        <Spinner size="xs" aria-label={`Saving ${label}`} />
      ) : (
        hint && (
          <Text textStyle="xs" color="fg.muted" textAlign="end">
            {hint}
          </Text>
        )
      )}
    </HStack>
  );
}
