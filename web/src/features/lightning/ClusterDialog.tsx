import { MSG } from '@parcelo/common';
import { Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  ClusterDialog_cluster$data,
  ClusterDialog_cluster$key,
} from '../../__generated__/ClusterDialog_cluster.graphql';
import { AddressFields } from '../../lib/AddressFields';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { FormField } from '../../lib/FormField';
import { notifyFailure, toaster } from '../../lib/toaster';
import { holdSubmitForPincode, usePincodePlace } from '../../lib/usePincodePlace';
import { useSchemaForm, type UserErrorLike } from '../../lib/useSchemaForm';
import { CLUSTER_FORM, CLUSTER_NAMES_HINT, clusterInput, onFormFields, type ClusterFormValues } from './lightningForms';
import { MicroWarehouseSelect } from './MicroWarehouseSelect';
import { useClusterCreateMutation } from './useClusterCreateMutation';
import { useClusterUpdateMutation } from './useClusterUpdateMutation';

// What the edit form starts from.
const fragment = graphql`
  fragment ClusterDialog_cluster on Cluster {
    id
    name
    warehouse {
      id
      name
    }
    pocName
    pocPhone
    address {
      addressLine1
      addressLine2
      pincode
      city
      state
    }
    pincodes
  }
`;

type SavedCluster = ClusterDialog_cluster$data;

function clusterFormValues(saved: SavedCluster | null): ClusterFormValues {
  return {
    name: saved?.name ?? '',
    warehouseId: saved?.warehouse?.id ?? '',
    pocName: saved?.pocName ?? '',
    pocPhone: saved?.pocPhone ?? '',
    addressLine1: saved?.address.addressLine1 ?? '',
    addressLine2: saved?.address.addressLine2 ?? '',
    pincode: saved?.address.pincode ?? '',
    city: saved?.address.city ?? '',
    state: saved?.address.state ?? '',
    country: saved ? 'India' : '',
    pincodes: saved?.pincodes.join(', ') ?? '',
  };
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The cluster being edited; null to add one. */
  cluster: ClusterDialog_cluster$key | null;
  /** The listed connection a new cluster joins, at the top. */
  connection: string;
}

/** Add cluster / Edit cluster. It stays open, with the server's words under the fields, when saving fails. */
export function ClusterDialog({ open, onClose, cluster, connection }: Props) {
  const saved = useFragment(fragment, cluster);
  return (
    <FormDialog open={open} onClose={onClose} size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <ClusterForm saved={saved ?? null} connection={connection} onDone={onClose} />
    </FormDialog>
  );
}

function ClusterForm({
  saved,
  connection,
  onDone,
}: {
  saved: SavedCluster | null;
  connection: string;
  onDone: () => void;
}) {
  const formId = useId();
  const form = useSchemaForm<typeof CLUSTER_FORM, ClusterFormValues>(CLUSTER_FORM, clusterFormValues(saved));
  const [create, isCreating] = useClusterCreateMutation();
  const [update, isUpdating] = useClusterUpdateMutation();
  // City and state are India Post's for the pincode: shown, locked, and not sent.
  const place = usePincodePlace(form.field('pincode').value, (found) => {
    form.setValue('city', found?.city ?? '');
    form.setValue('state', found?.state ?? '');
    form.setValue('country', found?.country ?? '');
  });

  const finished = (userErrors: readonly UserErrorLike[], message: string) => {
    if (!form.applyUserErrors(onFormFields(userErrors))) return;
    toaster.create({ type: 'success', title: message });
    onDone();
  };
  const failed = (error: Error) => notifyFailure(error, MSG.genericFailure);

  const send = form.onSubmit((values) => {
    const input = clusterInput(values);
    if (saved) {
      update(
        { id: saved.id, ...input },
        { onCompleted: (payload) => finished(payload.userErrors, MSG.clusterUpdated), onError: failed },
      );
      return;
    }
    create(input, [connection], {
      onCompleted: (payload) => finished(payload.userErrors, MSG.clusterCreated),
      onError: failed,
    });
  });
  // A pincode India Post does not know is not sent; the pincode says why.
  const submit = holdSubmitForPincode(place, 'pincode', send);
  const title = saved ? `Edit cluster ${saved.name}` : 'Add cluster';

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                label="Cluster name"
                autoComplete="off"
                maxLength={10}
                helperText={CLUSTER_NAMES_HINT}
                required
                {...form.field('name')}
              />
              <FormField label="POC name" autoComplete="off" required {...form.field('pocName')} />
              <MicroWarehouseSelect
                field={form.field('warehouseId')}
                current={saved?.warehouse ? { value: saved.warehouse.id, label: saved.warehouse.name } : null}
              />
              <FormField
                label="POC phone"
                type="tel"
                inputMode="numeric"
                maxLength={10}
                autoComplete="off"
                required
                {...form.field('pocPhone')}
              />
              <AddressFields field={form.field} place={place} />
            </SimpleGrid>
            <FormField
              label="Pincodes covered"
              inputMode="numeric"
              autoComplete="off"
              placeholder="110019, 110020"
              helperText="Separated by commas or spaces"
              {...form.field('pincodes')}
            />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isCreating || isUpdating}>
        {saved ? 'Save cluster' : 'Add cluster'}
      </FormDialogFooter>
    </>
  );
}
