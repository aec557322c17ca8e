import {
  colourRule,
  DEFAULT_TRACKING_PAGE,
  linkUrlRule,
  logoUrlRule,
  TRACKING_THEMES,
  type TrackingPageLook,
} from '@parcelo/common';
import type { TrackingHeaderLook } from '../../lib/TrackingHeader';

/*
 * Settings > Tracking Page, checked with the shared TrackingPageInput. Fields are named as
 * the mutation's input names them (`primaryColor`, `links.0.linkName`, …) so the server's
 * userErrors land under them.
 */

export type TrackingLinkRow = { linkName: string; linkURL: string };
export type TrackingPageValues = {
  primaryColor: string;
  headerFontColor: string;
  headerLogoUrl: string;
  links: TrackingLinkRow[];
};

export const EMPTY_LINK_ROW: TrackingLinkRow = { linkName: '', linkURL: '' };

interface SavedPage {
  readonly primaryColor: string;
  readonly headerFontColor: string;
  readonly headerLogoUrl: string | null | undefined;
  readonly links: readonly { readonly linkName: string; readonly linkURL: string }[];
}

/** The form's values for a saved page; the product's default look when there is none. */
export function trackingPageValues(saved: SavedPage | null | undefined): TrackingPageValues {
  const page = saved ?? DEFAULT_TRACKING_PAGE;
  return {
    primaryColor: page.primaryColor,
    headerFontColor: page.headerFontColor,
    headerLogoUrl: page.headerLogoUrl ?? '',
    links: page.links.map(({ linkName, linkURL }) => ({ linkName, linkURL })),
  };
}

/** A #rrggbb colour as the defaults and themes write it. */
const hex = (value: string) => value.trim().toUpperCase();

/**
 * The look the values describe, checked or not (the preview shows half-typed values):
 * trimmed, colours upper-cased, an empty logo as none.
 */
export function trackingPageLook(values: TrackingPageValues): TrackingPageLook {
  return {
    primaryColor: hex(values.primaryColor),
    headerFontColor: hex(values.headerFontColor),
    headerLogoUrl: values.headerLogoUrl.trim() || null,
    links: values.links.map((link) => ({ linkName: link.linkName.trim(), linkURL: link.linkURL.trim() })),
  };
}

export type TrackingTheme = (typeof TRACKING_THEMES)[number];

/** The theme both colours are from, if any. */
export function currentTheme(values: TrackingPageValues): TrackingTheme | null {
  return (
    TRACKING_THEMES.find(
      (theme) =>
        hex(values.primaryColor) === theme.primaryColor && hex(values.headerFontColor) === theme.headerFontColor,
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
  const colour = (value: string, fallback: string) => (colourRule(value) === null ? hex(value) : fallback);
  const logo = values.headerLogoUrl.trim();
  const { links } = trackingPageLook(values);
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
