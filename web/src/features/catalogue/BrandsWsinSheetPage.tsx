import { BULK_WSIN_MAPS, BULK_WSINS, MSG } from '@parcelo/common';
import { useMemo } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '../../lib/guards';
import { brandsCompany, brandsPath, useBrandsCompany } from '../../lib/brandsParams';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkPreviewMutation, BulkSaveMutation } from '../tasks';
import type { BulkUploadConfig } from '../tasks';
import type { FollowedTask } from '../tasks';
import { WSIN_SHEETS, wsinSheetPath, type WsinSheet } from './wsinSheets';
import { useWsinBulkUploadPreviewMutation } from './useWsinBulkUploadPreviewMutation';
import { useWsinBulkUploadSaveMutation } from './useWsinBulkUploadSaveMutation';
import { useWsinMapBulkUploadPreviewMutation } from './useWsinMapBulkUploadPreviewMutation';
import { useWsinMapBulkUploadSaveMutation } from './useWsinMapBulkUploadSaveMutation';

/**
 * The task a sheet's save starts, followed per brand: its page and result keep the brand in
 * the address (the Brands pages need one), and a task left running for one brand does not
 * take over another's page.
 */
function followedFor(sheet: WsinSheet, company: string): FollowedTask {
  const path = wsinSheetPath(sheet, company);
  return {
    kind: `${WSIN_SHEETS[sheet].kind}.${company}`,
    path,
    resultPath: (taskId) => `${path}&task=${encodeURIComponent(taskId)}`,
  };
}

function configFor(sheet: WsinSheet, company: string): BulkUploadConfig {
  const back = { to: brandsPath(WSIN_SHEETS[sheet].page, company) };
  return sheet === 'wsins'
    ? {
        sheet: BULK_WSINS,
        followed: followedFor(sheet, company),
        titles: {
          upload: 'Upload WSINs',
          preview: 'Check the WSINs',
          progress: 'Creating WSINs',
          result: 'WSIN upload result',
        },
        back: { ...back, label: 'Back to WSIN' },
        fileLabel: 'WSIN file (.xlsx)',
        instructions:
          'Fill in the template, one WSIN per row: its name, its code and whether it is active (1 or 0; active when empty). A WSIN the brand has already is refused.',
        templateUrl: '/files/templates/bulk-wsins.xlsx',
        wide: new Set(['name']),
        saveFailed: MSG.genericFailure,
        outcomes: { keyHeader: 'WSIN', noun: 'WSIN' },
      }
    : {
        sheet: BULK_WSIN_MAPS,
        followed: followedFor(sheet, company),
        titles: {
          upload: 'Upload WSIN mapping',
          preview: 'Check the mapping',
          progress: 'Mapping WSINs',
          result: 'WSIN mapping result',
        },
        back: { ...back, label: 'Back to products' },
        fileLabel: 'WSIN mapping file (.xlsx)',
        instructions:
          "Fill in the template, one WSIN of a product per row: the product's SKU, the WSIN and how many units of it one product takes (at least 1). A product's rows together replace its WSIN mapping.",
        templateUrl: '/files/templates/bulk-wsin-mapping.xlsx',
        wide: new Set(),
        saveFailed: MSG.wsinMapFailed,
        outcomes: { keyHeader: 'SKU', noun: 'product', done: 'mapped' },
      };
}

const loaderFor = (sheet: WsinSheet) => (args: LoaderFunctionArgs) =>
  bulkLoader(configFor(sheet, brandsCompany(args.request)!), requireAdmin)(args);

/** /admin/brands/wsin/upload?company=<id>(&task=<id>): see `bulkRouteVariables`. */
export const wsinUploadLoader = loaderFor('wsins');
/** /admin/brands/products/wsin-mapping?company=<id>(&task=<id>). */
export const wsinMappingLoader = loaderFor('wsinMaps');

/** The chosen brand goes with each request; the bulk screens send only the sheet. */
function useForBrand<I extends object, C>(
  [run, isInFlight]: readonly [run: (input: I & { company: string }, callbacks: C) => void, isInFlight: boolean],
  company: string,
) {
  const forBrand = useMemo(() => (input: I, callbacks: C) => run({ ...input, company }, callbacks), [run, company]);
  return [forBrand, isInFlight] as const;
}

/** A WSIN sheet's bulk screens for the chosen brand, started afresh when the brand changes. */
function BrandSheetPage({
  sheet,
  company,
  preview,
  save,
}: {
  sheet: WsinSheet;
  company: string;
  preview: BulkPreviewMutation;
  save: BulkSaveMutation;
}) {
  const config = useMemo(() => configFor(sheet, company), [sheet, company]);
  return <BulkPage key={company} config={config} preview={preview} save={save} />;
}

/** Brands > WSIN > Upload WSINs: a sheet of the brand's new WSINs, checked, fixed and created by a background task. */
export function WsinUploadPage() {
  const company = useBrandsCompany();
  const preview = useForBrand(useWsinBulkUploadPreviewMutation(), company);
  const save = useForBrand(useWsinBulkUploadSaveMutation(), company);
  return <BrandSheetPage sheet="wsins" company={company} preview={preview} save={save} />;
}

/** Brands > Products > Upload WSIN mapping: each product's WSINs by SKU, checked, fixed and mapped by a background task. */
export function WsinMappingUploadPage() {
  const company = useBrandsCompany();
  const preview = useForBrand(useWsinMapBulkUploadPreviewMutation(), company);
  const save = useForBrand(useWsinMapBulkUploadSaveMutation(), company);
  return <BrandSheetPage sheet="wsinMaps" company={company} preview={preview} save={save} />;
}
