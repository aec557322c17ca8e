import { MSG } from '@parcelo/common';
import { Dialog, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormAlert } from '../../lib/FormAlert';
import { FormDialog, FormDialogFooter } from '../../lib/FormDialog';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useSchemaForm } from '../../lib/useSchemaForm';
import { ClusterSelect } from './ClusterSelect';
import type { DriverRow } from './DriversTable';
import { DRIVER_CLUSTER_FORM, clusterLabel, onFormFields } from './lightningForms';
import { useDriverClusterAssignMutation } from './useDriverClusterAssignMutation';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The driver being given a cluster; null once the dialog is closed. */
  driver: DriverRow | null;
}

/** Assign cluster: the driver's row names the new cluster once the server has it. */
export function DriverClusterDialog({ open, onClose, driver }: Props) {
  return (
    <FormDialog open={open} onClose={onClose}>
      {driver && <AssignForm driver={driver} onDone={onClose} />}
    </FormDialog>
  );
}

function AssignForm({ driver, onDone }: { driver: DriverRow; onDone: () => void }) {
  const formId = useId();
  const form = useSchemaForm(DRIVER_CLUSTER_FORM, { clusterId: '' });
  const [assign, isAssigning] = useDriverClusterAssignMutation();
  const title = `Assign cluster to ${driver.name}`;

  const submit = form.onSubmit((values) =>
    assign(
      { driver: driver.id, cluster: values.clusterId },
      {
        onCompleted: (payload) => {
          if (!form.applyUserErrors(onFormFields(payload.userErrors))) return;
          toaster.create({ type: 'success', title: MSG.clusterAssigned });
          onDone();
        },
        onError: (error) => notifyFailure(error, MSG.genericFailure),
      },
    ),
  );

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <form id={formId} onSubmit={submit} noValidate aria-label={title}>
          <Stack gap="4">
            {driver.cluster && (
              <Text textStyle="sm" color="fg.muted">
                Now in {clusterLabel(driver.cluster.name, driver.cluster.warehouseName)}
              </Text>
            )}
            <ClusterSelect label="Cluster" required field={form.field('clusterId')} />
            <FormAlert message={form.formError} />
          </Stack>
        </form>
      </Dialog.Body>
      <FormDialogFooter formId={formId} loading={isAssigning}>
        Assign
      </FormDialogFooter>
    </>
  );
}
