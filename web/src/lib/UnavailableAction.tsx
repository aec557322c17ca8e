import { Button, Portal, Tooltip, type ButtonProps } from '@chakra-ui/react';

interface Props {
  label: string;
  reason?: string;
  variant?: ButtonProps['variant'];
  width?: ButtonProps['width'];
}

/**
 * An action that cannot be taken: one this release does not offer yet, or one the record
 * does not allow yet (`reason` says which). It stays focusable (aria-disabled rather than
 * disabled) so keyboard users can reach the tooltip saying why.
 */
export function UnavailableAction({
  label,
  reason = 'Coming soon: this action is being set up.',
  variant = 'outline',
  width,
}: Props) {
  return (
    <Tooltip.Root openDelay={150} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <Button
          variant={variant}
          width={width}
          aria-disabled="true"
          opacity={0.5}
          cursor="not-allowed"
          onClick={(event) => event.preventDefault()}
        >
          {label}
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{reason}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
