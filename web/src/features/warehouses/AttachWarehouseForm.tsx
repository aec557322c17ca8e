import { MSG } from '@parcelo/common';
import { Button, Card, SimpleGrid, Stack } from '@chakra-ui/react';
import type { Option } from '../../lib/FormField';
import { FormAlert } from '../../lib/FormAlert';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { cardConnection } from './WarehouseCardList';
import { useCompanyWarehouseAttachMutation } from './useCompanyWarehouseAttachMutation';
import { ATTACH_FORM, WAREHOUSE_TYPE_OPTIONS, attachInput, type AttachValues } from './warehouseForms';

const EMPTY: AttachValues = { warehouse: '', warehouseType: '', gstNumber: '', fssaiNumber: '' };

interface Props {
  company: string;
  warehouses: readonly Option[];
  /** Whose warehouses the company ships from (Brands > Preferences), to choose by. */
  requirement: string;
  /** Told once a warehouse is attached (it leaves the choices). */
  onAttached: () => void;
}

/** Brands > Warehouses: attach a warehouse to the chosen company; its card joins the company's. */
export function AttachWarehouseForm({ company, warehouses, requirement, onAttached }: Props) {
  const [attach, isAttaching] = useCompanyWarehouseAttachMutation();
  const form = useSchemaForm<typeof ATTACH_FORM, AttachValues>(ATTACH_FORM, EMPTY);

  const submit = form.onSubmit((values) =>
    attach(attachInput(company, values), [cardConnection(company)], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: MSG.warehouseAttached });
        form.reset(EMPTY);
        onAttached();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );

  return (
    <Card.Root as="section" size="sm" aria-label="Attach warehouse">
      <Card.Header>
        <Card.Title>Attach warehouse</Card.Title>
        <Card.Description>Warehouse requirement: {requirement}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
              <FormField
                kind="select"
                label="Warehouse"
                placeholder="Select warehouse"
                options={warehouses}
                required
                {...form.field('warehouse')}
              />
              <FormField label="GST number" autoComplete="off" maxLength={15} required {...form.field('gstNumber')} />
              <FormField
                kind="select"
                label="Warehouse type"
                placeholder="Select type"
                options={WAREHOUSE_TYPE_OPTIONS}
                required
                {...form.field('warehouseType')}
              />
              <FormField
                label="FSSAI number (optional)"
                inputMode="numeric"
                autoComplete="off"
                maxLength={14}
                {...form.field('fssaiNumber')}
              />
            </SimpleGrid>
            <FormAlert message={form.formError} />
            <Button type="submit" alignSelf="flex-start" loading={isAttaching}>
              Attach
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
