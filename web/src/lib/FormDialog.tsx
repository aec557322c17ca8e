import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface Props extends Pick<DialogRootProps, 'size' | 'scrollBehavior' | 'onExitComplete'> {
  open: boolean;
  onClose: () => void;
  /** The form: a Dialog.Header, Dialog.Body and Dialog.Footer. */
  children: ReactNode;
}

/**
 * The dialog a form opens in, centred, with a close button. The form mounts on opening
 * and unmounts once closed, so each opening starts afresh (from the record's saved
 * values, or empty).
 */
export function FormDialog({ open, onClose, children, ...root }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      lazyMount
      unmountOnExit
      {...root}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface FooterProps {
  /** The id of the form the submit button sends. */
  formId: string;
  /** While the form is being saved: the button spins and cannot be pressed again. */
  loading: boolean;
  disabled?: boolean | undefined;
  /** The submit button's words. */
  children: ReactNode;
}

/** A form dialog's Cancel and submit buttons. */
export function FormDialogFooter({ formId, loading, disabled, children }: FooterProps) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="ghost">Cancel</Button>
      </Dialog.ActionTrigger>
      <Button type="submit" form={formId} loading={loading} disabled={disabled}>
        {children}
      </Button>
    </Dialog.Footer>
  );
}
