import { MSG } from '@parcelo/common';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/ConfirmDialog';
import { notifyFailure, toaster } from '../../lib/toaster';
import { useRetailDiscountDeleteMutation } from './useRetailDiscountDeleteMutation';

/** Delete, asked once more: the discount prices no order from then on. */
export function RetailDiscountDeleteButton({ id, sku }: { id: string; sku: string }) {
  const [open, setOpen] = useState(false);
  const [remove, isRemoving] = useRetailDiscountDeleteMutation();
  const confirm = () =>
    remove(
      { id },
      {
        onCompleted: (payload) => {
          if (payload.userErrors.length) {
            toaster.create({ type: 'error', title: payload.userErrors[0]!.message });
            return;
          }
          setOpen(false);
          toaster.create({ type: 'success', title: MSG.retailDiscountDeleted });
        },
        onError: (error) => notifyFailure(error, MSG.somethingWentWrong),
      },
    );
  return (
    <ConfirmDialog
      trigger={
        <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete discount on ${sku}`}>
          Delete
        </Button>
      }
      open={open}
      onOpenChange={setOpen}
      title="Delete this discount?"
      body={`Orders taken from now on are priced without it. Orders already taken keep their prices.`}
      confirmLabel="Yes, delete discount"
      loading={isRemoving}
      onConfirm={confirm}
    />
  );
}
