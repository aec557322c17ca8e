import {
  colourRule,
  DEFAULT_TRACKING_PAGE,
  linkNameRule,
  linkUrlRule,
  logoUrlRule,
  TRACKING_THEMES,
  type Rule,
  type TrackingPageLook,
} from '@parcelo/common';
import type { TrackingHeaderLook } from '../../lib/TrackingHeader';

/*
 * Settings > Tracking Page. Fields are named as the mutation's input names them
 * (`primaryColor`, `links.0.linkName`, …) so the server's userErrors land under them.
 */

export type TrackingPageValues = Record<string, string>;

type LinkName = 'linkName' | 'linkURL';

export const linkField = (row: number, name: LinkName) => `links.${row}.${name}`;

interface SavedPage {
  readonly primaryColor: string;
  readonly headerFontColor: string;
  readonly headerLogoUrl: string | null | undefined;
  readonly links: readonly { readonly linkName: string; readonly linkURL: string }[];
}

/** The form's values for a saved page; the product's default look when there is none. */
export function trackingPageValues(saved: SavedPage | null | undefined): TrackingPageValues {
  const page = saved ?? DEFAULT_TRACKING_PAGE;
  const values: TrackingPageValues = {
    primaryColor: page.primaryColor,
    headerFontColor: page.headerFontColor,
    headerLogoUrl: page.headerLogoUrl ?? '',
  };
  page.links.forEach((link, row) => {
    values[linkField(row, 'linkName')] = link.linkName;
    values[linkField(row, 'linkURL')] = link.linkURL;
  });
  return values;
}

export function linkRowCount(values: TrackingPageValues): number {
  let count = 0;
  while (linkField(count, 'linkName') in values) count++;
  return count;
}

export function addLinkRow(values: TrackingPageValues): TrackingPageValues {
  const row = linkRowCount(values);
  return { ...values, [linkField(row, 'linkName')]: '', [linkField(row, 'linkURL')]: '' };
}

/** The values without row `removed`; later rows move up one place, names and all. */
export function removeLinkRow(values: TrackingPageValues, removed: number): TrackingPageValues {
  const count = linkRowCount(values);
  const next: TrackingPageValues = { ...values };
  for (let row = removed; row < count; row++) {
    for (const name of ['linkName', 'linkURL'] as const) {
      const later = values[linkField(row + 1, name)];
      if (later === undefined) delete next[linkField(row, name)];
      else next[linkField(row, name)] = later;
    }
  }
  return next;
}

export function trackingPageRules(rows: number): Partial<Record<string, Rule[]>> {
  const rules: Partial<Record<string, Rule[]>> = {
    primaryColor: [colourRule],
    headerFontColor: [colourRule],
    headerLogoUrl: [logoUrlRule],
  };
  for (let row = 0; row < rows; row++) {
    rules[linkField(row, 'linkName')] = [linkNameRule];
    rules[linkField(row, 'linkURL')] = [linkUrlRule];
  }
  return rules;
}

/** A #rrggbb colour as the defaults and themes write it. */
const hex = (value: string) => value.trim().toUpperCase();

/** The values as companyTrackingPageUpdate's input: trimmed, an empty logo as none. */
export function trackingPageInput(values: TrackingPageValues): TrackingPageLook {
  const links: TrackingPageLook['links'] = [];
  for (let row = 0; row < linkRowCount(values); row++) {
    links.push({
      linkName: (values[linkField(row, 'linkName')] ?? '').trim(),
      linkURL: (values[linkField(row, 'linkURL')] ?? '').trim(),
    });
  }
  return {
    primaryColor: hex(values.primaryColor ?? ''),
    headerFontColor: hex(values.headerFontColor ?? ''),
    headerLogoUrl: (values.headerLogoUrl ?? '').trim() || null,
    links,
  };
}

export type TrackingTheme = (typeof TRACKING_THEMES)[number];

export function applyTheme(values: TrackingPageValues, theme: TrackingTheme): TrackingPageValues {
  return { ...values, primaryColor: theme.primaryColor, headerFontColor: theme.headerFontColor };
}

/** The theme both colours are from, if any. */
export function currentTheme(values: TrackingPageValues): TrackingTheme | null {
  return (
    TRACKING_THEMES.find(
      (theme) =>
        hex(values.primaryColor ?? '') === theme.primaryColor &&
        hex(values.headerFontColor ?? '') === theme.headerFontColor,
    ) ?? null
  );
}

/** What a native colour input can show for a typed value: the value once it is a colour, else `fallback`. */
export function pickerColour(value: string, fallback: string): string {
  return colourRule(value) === null ? value.trim().toLowerCase() : fallback.toLowerCase();
}

/**
 * The header as buyers would see it with the unsaved values. Half-typed values fall back
 * to the saved look, so the preview never goes blank mid-word; a link shows once named.
 */
export function previewLook(values: TrackingPageValues, name: string, saved: TrackingPageLook): TrackingHeaderLook {
  const colour = (value: string | undefined, fallback: string) =>
    value !== undefined && colourRule(value) === null ? hex(value) : fallback;
  const logo = (values.headerLogoUrl ?? '').trim();
  const { links } = trackingPageInput(values);
  return {
    name,
    primaryColor: colour(values.primaryColor, saved.primaryColor),
    headerFontColor: colour(values.headerFontColor, saved.headerFontColor),
    headerLogoUrl: logo && logoUrlRule(logo) === null ? logo : null,
    links: links
      .filter((link) => link.linkName)
      .map((link) => ({ linkName: link.linkName, linkURL: linkUrlRule(link.linkURL) === null ? link.linkURL : '#' })),
  };
}
