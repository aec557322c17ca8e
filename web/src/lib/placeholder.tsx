import type { RouteObject } from 'react-router';

/** A page whose tools arrive in later releases. */
export function placeholder(title: string): RouteObject {
  return {
    lazy: async () => {
      const { PlaceholderPage } = await import('./PlaceholderPage');
      return { element: <PlaceholderPage title={title} /> };
    },
  };
}
