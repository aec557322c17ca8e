import { Menu, Portal } from '@chakra-ui/react';
import type { LazyMenuProps } from './LazyMenu';

/** LazyMenu once loaded: open from the click that loaded it. */
export function LazyMenuPopup({ trigger, items, onSelect, positioning, minW }: LazyMenuProps) {
  return (
    <Menu.Root defaultOpen onSelect={(details) => onSelect(details.value)} positioning={positioning}>
      <Menu.Trigger asChild>{trigger({})}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW={minW}>{items(Menu)}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
