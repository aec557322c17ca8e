import { useEffect } from 'react';
import { Outlet, redirect, useLocation } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { RouteTabs } from '../../lib/RouteTabs';

const BASE = '/settings/integrations';
export const INTEGRATION_TABS = [
  { label: 'Delivery Partners', to: `${BASE}/delivery-partners` },
  { label: 'Sales Channels', to: `${BASE}/sales-channels` },
] as const;

const REMEMBERED = 'parcelo.integrations.tab';

/** The tab last opened in this browser tab's session, which /settings/integrations reopens. */
function rememberedTab(): string {
  const saved = sessionStorage.getItem(REMEMBERED);
  return INTEGRATION_TABS.find((t) => t.to === saved)?.to ?? INTEGRATION_TABS[0].to;
}

export function integrationsIndexLoader() {
  return redirect(rememberedTab());
}

/** /settings/integrations: couriers and sales channels, each tab a page of its own. */
export function IntegrationsLayout() {
  const { pathname } = useLocation();
  // Whichever way a tab was opened (clicked, linked, reloaded), it is the one to come back to.
  useEffect(() => {
    const open = INTEGRATION_TABS.find((t) => pathname.startsWith(t.to));
    if (open) sessionStorage.setItem(REMEMBERED, open.to);
  }, [pathname]);
  return (
    <>
      <PageHeader title="Integrations" description="Couriers that ship your orders and the stores they come from." />
      <RouteTabs tabs={INTEGRATION_TABS} />
      <Outlet />
    </>
  );
}
