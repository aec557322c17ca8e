import { Tabs } from '@chakra-ui/react';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';

export const INTEGRATION_TABS = [
  { label: 'Delivery Partners', path: 'delivery-partners' },
  { label: 'Sales Channels', path: 'sales-channels' },
] as const;

type TabPath = (typeof INTEGRATION_TABS)[number]['path'];
const REMEMBERED = 'parcelo.integrations.tab';

/** The tab last opened in this browser tab's session, which /settings/integrations reopens. */
function rememberedTab(): TabPath {
  const saved = sessionStorage.getItem(REMEMBERED);
  return INTEGRATION_TABS.find((t) => t.path === saved)?.path ?? 'delivery-partners';
}

export function integrationsIndexLoader() {
  return redirect(`/settings/integrations/${rememberedTab()}`);
}

/** /settings/integrations: couriers and sales channels, each tab a page of its own. */
export function IntegrationsLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = INTEGRATION_TABS.find((t) => pathname.endsWith(`/${t.path}`))?.path ?? rememberedTab();
  return (
    <>
      <PageHeader title="Integrations" description="Couriers that ship your orders and the stores they come from." />
      <Tabs.Root
        value={current}
        onValueChange={({ value }) => {
          sessionStorage.setItem(REMEMBERED, value);
          void navigate(`/settings/integrations/${value}`);
        }}
        variant="line"
        mb="5"
      >
        <Tabs.List>
          {INTEGRATION_TABS.map((t) => (
            <Tabs.Trigger key={t.path} value={t.path}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <Outlet />
    </>
  );
}
