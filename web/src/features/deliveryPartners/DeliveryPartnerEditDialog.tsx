import { MSG, PartnerPriority, lengthMax, z } from '@parcelo/common';
import { Dialog, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { DeliveryPartnerEditDialog_partner$key } from '../../__generated__/DeliveryPartnerEditDialog_partner.graphql';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { useDeliveryPartnerUpdateMutation } from './useDeliveryPartnerUpdateMutation';

const fragment = graphql`
  fragment DeliveryPartnerEditDialog_partner on DeliveryPartner {
    id
    name
    contract
    priority
    credentialsHint
  }
`;

const EDIT_FORM = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, lengthMax(100)),
  priority: PartnerPriority,
  apiKey: z.string().trim().max(500, lengthMax(500)),
});

interface Props {
  open: boolean;
  onClose: () => void;
  partner: DeliveryPartnerEditDialog_partner$key;
}

/**
 * Edit a partner: its name, priority, and a new API key (left empty, the stored one stays); a
 * Parcelo contract only its priority.
 */
export function DeliveryPartnerEditDialog({ open, onClose, partner }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      <EditBody partner={partner} onDone={onClose} />
    </FormDialog>
  );
}

function EditBody({ partner, onDone }: { partner: DeliveryPartnerEditDialog_partner$key; onDone: () => void }) {
  const p = useFragment(fragment, partner);
  const formId = useId();
  const [update, isUpdating] = useDeliveryPartnerUpdateMutation();
  const form = useSchemaForm(EDIT_FORM, { name: p.name, priority: String(p.priority), apiKey: '' });
  const parcelo = p.contract === 'PARCELO';

  const submit = form.onSubmit((values) => {
    update(
      {
        id: p.id,
        priority: Number(values.priority),
        ...(parcelo ? {} : { name: values.name.trim() }),
        ...(!parcelo && values.apiKey.trim() ? { apiKey: values.apiKey.trim() } : {}),
      },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(payload.userErrors)) return;
          toaster.create({ type: 'success', title: 'Delivery partner saved' });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    );
  });

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{`Edit ${p.name}`}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate>
          <Stack gap="4">
            {!parcelo && <FormField label="Display name" autoComplete="off" {...form.field('name')} />}
            <FormField label="Priority (1 to 99)" inputMode="numeric" {...form.field('priority')} />
            {!parcelo && (
              <FormField
                label="New API key"
                type="password"
                autoComplete="off"
                helperText={`Stored key ${p.credentialsHint}. Leave empty to keep it.`}
                {...form.field('apiKey')}
              />
            )}
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isUpdating}>
        Save
      </FormDialogFooter>
    </>
  );
}
