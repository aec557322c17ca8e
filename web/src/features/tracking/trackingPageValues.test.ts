import { DEFAULT_TRACKING_PAGE, MSG, TRACKING_THEMES, TrackingPageInput } from '@parcelo/common';
import { describe, expect, it } from 'vitest';
import { formErrors } from '../../../../tests/support/formErrors';
import {
  currentTheme,
  EMPTY_LINK_ROW,
  pickerColour,
  previewLook,
  trackingPageLook,
  trackingPageValues,
  type TrackingPageValues,
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

const withLink = (values: TrackingPageValues, link = EMPTY_LINK_ROW): TrackingPageValues => ({
  ...values,
  links: [...values.links, link],
});

const errorsOf = (values: TrackingPageValues) => formErrors(TrackingPageInput, values);

describe('the tracking page form', () => {
  it('names its fields as the input does, so userErrors land under them', () => {
    expect(trackingPageValues(saved)).toEqual(saved);
  });

  it('starts from the default look when nothing is saved', () => {
    expect(trackingPageLook(trackingPageValues(null))).toEqual(DEFAULT_TRACKING_PAGE);
    expect(TrackingPageInput.parse(trackingPageValues(null))).toEqual(DEFAULT_TRACKING_PAGE);
  });

  it('sends a saved page back as it was, trimming, upper-casing colours and sending an empty logo as none', () => {
    expect(TrackingPageInput.parse(trackingPageValues(saved))).toEqual(saved);
    const edited: TrackingPageValues = {
      ...trackingPageValues(saved),
      primaryColor: ' #1e3a8a ',
      headerLogoUrl: '  ',
      links: [saved.links[0]!, { ...saved.links[1]!, linkName: ' Help ' }],
    };
    const expected = { ...saved, primaryColor: '#1E3A8A', headerLogoUrl: null };
    expect(TrackingPageInput.parse(edited)).toEqual(expected);
    expect(trackingPageLook(edited)).toEqual(expected);
  });

  it('checks colours, the logo and every link row with the shared schema', () => {
    const values = withLink({ ...trackingPageValues(saved), primaryColor: 'green', headerLogoUrl: 'logo.png' });
    expect(errorsOf(values)).toEqual({
      primaryColor: MSG.colourInvalid,
      headerLogoUrl: MSG.urlInvalid,
      'links.2.linkName': 'Link name is required',
      'links.2.linkURL': 'Link URL is required',
    });
    expect(errorsOf(trackingPageValues(saved))).toEqual({});
  });

  it('fills both colours from a theme and knows which theme the colours are', () => {
    const leaf = TRACKING_THEMES.find((t) => t.name === 'Leaf')!;
    const paper = TRACKING_THEMES.find((t) => t.name === 'Paper')!;
    expect(currentTheme(trackingPageValues(saved))).toBe(leaf);
    const themed = {
      ...trackingPageValues(saved),
      primaryColor: paper.primaryColor,
      headerFontColor: paper.headerFontColor,
    };
    expect(currentTheme(themed)).toBe(paper);
    expect(currentTheme({ ...themed, primaryColor: '#ffffff' })).toBe(paper);
    expect(currentTheme({ ...themed, primaryColor: '#FFFFFE' })).toBeNull();
  });

  it('gives the colour picker a colour even while one is half typed', () => {
    expect(pickerColour('#1E3A8A', '#000000')).toBe('#1e3a8a');
    expect(pickerColour('#1E3', '#FFFFFF')).toBe('#ffffff');
  });
});

describe('the live preview', () => {
  const fallback = trackingPageLook(trackingPageValues(saved));

  it('shows the unsaved values', () => {
    const values = {
      ...trackingPageValues(saved),
      primaryColor: '#6b21a8',
      links: [{ ...saved.links[0]!, linkName: 'Store' }, saved.links[1]!],
    };
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
    const values = withLink({ ...trackingPageValues(saved), primaryColor: '#6b2', headerLogoUrl: 'https:/' });
    const withNamed = withLink(
      { ...values, links: values.links.slice(0, 2) },
      { linkName: 'Instagram', linkURL: 'insta' },
    );
    const look = previewLook(withNamed, 'Chai Co', fallback);
    expect(look.primaryColor).toBe('#15803D');
    expect(look.headerLogoUrl).toBeNull();
    expect(look.links).toHaveLength(3);
    expect(look.links[2]).toEqual({ linkName: 'Instagram', linkURL: '#' });
    expect(previewLook(values, 'Chai Co', fallback).links).toHaveLength(2);
  });
});
