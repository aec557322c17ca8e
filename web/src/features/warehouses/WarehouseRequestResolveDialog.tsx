import { MSG } from '@parcelo/common';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField, type Option } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { cardConnection } from './WarehouseCardList';
import type { WarehouseRequestRow } from './WarehouseRequestList';
import { useWarehouseRequestResolveMutation } from './useWarehouseRequestResolveMutation';
import { DECLINE_FORM, FULFIL_FORM } from './warehouseForms';

export type Decision = 'FULFILL' | 'DECLINE';

interface Props {
  /** The request being answered, and how; null when the dialog is closed. */
  target: { request: WarehouseRequestRow; decision: Decision } | null;
  onClose: () => void;
  company: string;
  warehouses: readonly Option[];
  /** Told once a fulfilment attached a warehouse (it leaves the choices). */
  onAttached: () => void;
}

/** An admin fulfils a Micro-WH request (attaching a warehouse as micro) or declines it with a remark. */
export function WarehouseRequestResolveDialog({ target, onClose, company, warehouses, onAttached }: Props) {
  return (
    <FormDialog open={target !== null} onClose={onClose}>
      {target?.decision === 'FULFILL' && (
        <FulfilForm
          request={target.request}
          company={company}
          warehouses={warehouses}
          onDone={() => {
            onAttached();
            onClose();
          }}
        />
      )}
      {target?.decision === 'DECLINE' && <DeclineForm request={target.request} company={company} onDone={onClose} />}
    </FormDialog>
  );
}

interface FormProps {
  request: WarehouseRequestRow;
  company: string;
  onDone: () => void;
}

const about = (r: WarehouseRequestRow) => `${r.city}, ${r.state}`;

function FulfilForm({ request, company, warehouses, onDone }: FormProps & { warehouses: readonly Option[] }) {
  const formId = useId();
  const [resolve, isResolving] = useWarehouseRequestResolveMutation();
  const form = useSchemaForm(FULFIL_FORM, { warehouse: '', gstNumber: '', fssaiNumber: '', remark: '' });
  const submit = form.onSubmit((v) =>
    resolve(
      {
        warehouseRequest: request.id,
        decision: 'FULFILL',
        warehouse: v.warehouse,
        gstNumber: v.gstNumber.trim(),
        ...(v.fssaiNumber.trim() ? { fssaiNumber: v.fssaiNumber.trim() } : {}),
        ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
      },
      [cardConnection(company)],
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: MSG.warehouseAttached });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    ),
  );
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Fulfil request</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {`Attach a micro warehouse for ${about(request)}.`}
            </Text>
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
              label="FSSAI number (optional)"
              inputMode="numeric"
              maxLength={14}
              {...form.field('fssaiNumber')}
            />
            <FormField label="Remark (optional)" autoComplete="off" {...form.field('remark')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isResolving}>
        Attach and fulfil
      </FormDialogFooter>
    </>
  );
}

function DeclineForm({ request, company, onDone }: FormProps) {
  const formId = useId();
  const [resolve, isResolving] = useWarehouseRequestResolveMutation();
  const form = useSchemaForm(DECLINE_FORM, { remark: '' });
  const submit = form.onSubmit((v) =>
    resolve({ warehouseRequest: request.id, decision: 'DECLINE', remark: v.remark.trim() }, [cardConnection(company)], {
      onCompleted: (payload) => {
        if (!form.applyUserErrors(payload.userErrors)) return;
        toaster.create({ type: 'success', title: MSG.warehouseRequestDeclined });
        onDone();
      },
      onError: (error) => notifyFailure(error, MSG.genericFailure),
    }),
  );
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>Decline request</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {`The seller reads your remark beside its request for ${about(request)}.`}
            </Text>
            <FormField label="Remark" autoComplete="off" required autoFocus {...form.field('remark')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="ghost">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" form={formId} colorPalette="red" loading={isResolving}>
          Decline
        </Button>
      </Dialog.Footer>
    </>
  );
}
