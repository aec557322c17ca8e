import { DEFAULT_TRACKING_PAGE, MSG, TRACKING_THEMES, check } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import {
  addLinkRow,
  applyTheme,
  currentTheme,
  linkRowCount,
  pickerColour,
  previewLook,
  removeLinkRow,
  trackingPageInput,
  trackingPageRules,
  trackingPageValues,
} from './trackingPageValues';

const saved = {
  primaryColor: '#15803D',
  headerFontColor: '#FFFFFF',
  headerLogoUrl: 'https://cdn.example.in/logo.png',
  links: [
    { linkName: 'Shop', linkURL: 'https://shop.example.in' },
    { linkName: 'Help', linkURL: 'https://help.example.in' },
  ],
};

describe('the tracking page form', () => {
  it('names its fields as the input does, so userErrors land under them', () => {
    expect(trackingPageValues(saved)).toEqual({
      primaryColor: '#15803D',
      headerFontColor: '#FFFFFF',
      headerLogoUrl: 'https://cdn.example.in/logo.png',
      'links.0.linkName': 'Shop',
      'links.0.linkURL': 'https://shop.example.in',
      'links.1.linkName': 'Help',
      'links.1.linkURL': 'https://help.example.in',
    });
  });

  it('starts from the default look when nothing is saved', () => {
    expect(trackingPageInput(trackingPageValues(null))).toEqual(DEFAULT_TRACKING_PAGE);
  });

  it('round-trips a saved page, trimming, upper-casing colours and sending an empty logo as none', () => {
    expect(trackingPageInput(trackingPageValues(saved))).toEqual(saved);
    const edited = {
      ...trackingPageValues(saved),
      primaryColor: ' #1e3a8a ',
      headerLogoUrl: '  ',
      'links.1.linkName': ' Help ',
    };
    expect(trackingPageInput(edited)).toEqual({ ...saved, primaryColor: '#1E3A8A', headerLogoUrl: null });
  });

  it('adds and removes link rows, later rows moving up', () => {
    const values = trackingPageValues(saved);
    expect(linkRowCount(values)).toBe(2);
    const added = addLinkRow(values);
    expect(linkRowCount(added)).toBe(3);
    expect(added['links.2.linkName']).toBe('');
    const removed = removeLinkRow(values, 0);
    expect(linkRowCount(removed)).toBe(1);
    expect(trackingPageInput(removed).links).toEqual([{ linkName: 'Help', linkURL: 'https://help.example.in' }]);
  });

  it('checks colours, the logo and every link row with the shared rules', () => {
    const values = addLinkRow({ ...trackingPageValues(saved), primaryColor: 'green', headerLogoUrl: 'logo.png' });
    const errors = check(values, trackingPageRules(linkRowCount(values)));
    expect(errors).toEqual({
      primaryColor: MSG.colourInvalid,
      headerLogoUrl: MSG.urlInvalid,
      'links.2.linkName': 'Link name is required',
      'links.2.linkURL': 'Link URL is required',
    });
    expect(check(trackingPageValues(saved), trackingPageRules(2))).toEqual({});
  });

  it('fills both colours from a theme and knows which theme the colours are', () => {
    const leaf = TRACKING_THEMES.find((t) => t.name === 'Leaf')!;
    const paper = TRACKING_THEMES.find((t) => t.name === 'Paper')!;
    expect(currentTheme(trackingPageValues(saved))).toBe(leaf);
    const themed = applyTheme(trackingPageValues(saved), paper);
    expect(themed).toMatchObject({ primaryColor: '#FFFFFF', headerFontColor: '#111827', 'links.0.linkName': 'Shop' });
    expect(currentTheme({ ...themed, primaryColor: '#ffffff' })).toBe(paper);
    expect(currentTheme({ ...themed, primaryColor: '#FFFFFE' })).toBeNull();
  });

  it('gives the colour picker a colour even while one is half typed', () => {
    expect(pickerColour('#1E3A8A', '#000000')).toBe('#1e3a8a');
    expect(pickerColour('#1E3', '#FFFFFF')).toBe('#ffffff');
  });
});

describe('the live preview', () => {
  const fallback = trackingPageInput(trackingPageValues(saved));

  it('shows the unsaved values', () => {
    const values = { ...trackingPageValues(saved), primaryColor: '#6b21a8', 'links.0.linkName': 'Store' };
    expect(previewLook(values, 'Chai Co', fallback)).toEqual({
      name: 'Chai Co',
      primaryColor: '#6B21A8',
      headerFontColor: '#FFFFFF',
      headerLogoUrl: 'https://cdn.example.in/logo.png',
      links: [
        { linkName: 'Store', linkURL: 'https://shop.example.in' },
        { linkName: 'Help', linkURL: 'https://help.example.in' },
      ],
    });
  });

  it('keeps the saved look for half-typed values and shows a link once it is named', () => {
    const values = addLinkRow({ ...trackingPageValues(saved), primaryColor: '#6b2', headerLogoUrl: 'https:/' });
    const withNamed = { ...values, 'links.2.linkName': 'Instagram', 'links.2.linkURL': 'insta' };
    const look = previewLook(withNamed, 'Chai Co', fallback);
    expect(look.primaryColor).toBe('#15803D');
    expect(look.headerLogoUrl).toBeNull();
    expect(look.links).toHaveLength(3);
    expect(look.links[2]).toEqual({ linkName: 'Instagram', linkURL: '#' });
    expect(previewLook(values, 'Chai Co', fallback).links).toHaveLength(2);
  });
});
