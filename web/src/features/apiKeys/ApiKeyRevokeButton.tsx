import { MSG } from '@parcelo/common';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { notifyUserErrors } from '../../lib/notify';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useApiKeyRevokeMutation } from './useApiKeyRevokeMutation';

/** Revoke, after a confirmation: scripts using the key are refused from then on. */
export function ApiKeyRevokeButton({ id, name }: { id: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [revoke, isRevoking] = useApiKeyRevokeMutation();

  const confirm = () =>
    revoke(
      { id },
      {
        onCompleted: (payload) => {
          setOpen(false);
          if (notifyUserErrors(payload.userErrors, MSG.genericFailure))
            toaster.create({ type: 'success', title: MSG.apiKeyRevoked });
        },
        onError: (error) => {
          setOpen(false);
          notifyFailure(error, MSG.genericFailure);
        },
      },
    );

  return (
    <ConfirmDialog
      trigger={
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Revoke ${name}`}>
          Revoke
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title={`Revoke ${name}?`}
      body="Scripts using this key will be refused from now on. This cannot be undone."
      confirmLabel="Yes, revoke key"
      loading={isRevoking}
      onConfirm={confirm}
    />
  );
}
