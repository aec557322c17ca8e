import { BILLING_PAGES, SETTINGS_PAGES } from './sidebars';
import type { FeatureRoutes, SidebarEntry } from './featureRoutes';

/** Every feature's `routes.tsx`. They hold only lazy imports, so reading them all up front costs little. */
export const features = Object.values(
  import.meta.glob<FeatureRoutes>('../features/*/routes.tsx', { eager: true, import: 'routes' }),
);

const added = (name: 'settings' | 'billing'): SidebarEntry[] => features.flatMap((f) => f.sidebar?.[name] ?? []);

/** The settings sidebar: the product's entries in its order, then the ones features add. */
export const settingsPages: readonly SidebarEntry[] = [...SETTINGS_PAGES, ...added('settings')];

/** The billing sidebar: the product's entries in its order, then the ones features add. */
export const billingPages: readonly SidebarEntry[] = [...BILLING_PAGES, ...added('billing')];
