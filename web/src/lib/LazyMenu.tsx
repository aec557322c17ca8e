import type { ButtonProps, Menu, MenuRootProps } from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';

export interface LazyMenuProps {
  /** The button that opens the menu, given the props the menu adds to it once loaded. */
  trigger: (props: ButtonProps) => ReactElement;
  /** The menu's items, drawn with Chakra's menu parts once they have loaded. */
  items: (parts: typeof Menu) => ReactNode;
  onSelect: (value: string) => void;
  positioning?: MenuRootProps['positioning'];
  minW?: string;
}

const loadPopup = () => import('./LazyMenuPopup');
const LazyMenuPopup = lazy(async () => ({ default: (await loadPopup()).LazyMenuPopup }));

/**
 * A menu whose machinery (Chakra's menu, its positioning and focus handling) loads when its button
 * is first reached for and opens from the click that asked for it: the top bar's menus are on every
 * page, and would otherwise weigh on each one's first load.
 */
export function LazyMenu(props: LazyMenuProps) {
  const [armed, setArmed] = useState(false);
  if (!armed)
    return props.trigger({
      onClick: () => setArmed(true),
      // A pointer on its way or the keyboard's focus is reason enough to fetch it.
      onPointerEnter: () => void loadPopup(),
      onFocus: () => void loadPopup(),
    });
  return (
    <Suspense fallback={props.trigger({ loading: true })}>
      <LazyMenuPopup {...props} />
    </Suspense>
  );
}
