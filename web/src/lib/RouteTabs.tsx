import { Tabs } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';

export interface RouteTab {
  label: string;
  /** The tab's page, an absolute path. */
  to: string;
}

/**
 * Tabs that are pages of their own: the open tab follows the address, so each can be linked
 * to and reloaded, and loads its own query.
 */
export function RouteTabs({ tabs, onSelect }: { tabs: readonly RouteTab[]; onSelect?: (tab: RouteTab) => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The longest matching path wins, so /settings/api/webhooks is not taken for /settings/api.
  const current = [...tabs]
    .sort((a, b) => b.to.length - a.to.length)
    .find((t) => pathname === t.to || pathname.startsWith(`${t.to}/`));
  return (
    <Tabs.Root
      value={current?.to ?? null}
      onValueChange={({ value }) => {
        const tab = tabs.find((t) => t.to === value);
        if (!tab) return;
        onSelect?.(tab);
        void navigate(tab.to);
      }}
      variant="line"
      mb="5"
    >
      <Tabs.List>
        {tabs.map((t) => (
          <Tabs.Trigger key={t.to} value={t.to}>
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Tabs.Root>
  );
}
