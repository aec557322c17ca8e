import { BULK_RETAIL_DISCOUNTS, MSG } from '@parcelo/common';
import { Alert } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '../../lib/guards';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkPreviewMutation, BulkSaveMutation, BulkUploadConfig, FollowedTask } from '../tasks';
import { useRetailDiscountBulkUploadPreviewMutation } from './useRetailDiscountBulkUploadPreviewMutation';
import { useRetailDiscountBulkUploadSaveMutation } from './useRetailDiscountBulkUploadSaveMutation';

/** D2R > Retail Discount. */
export const RETAIL_DISCOUNT_PATH = '/admin/d2r/retail-discount';
/** The D2R discount upload for a brand. */
export const retailDiscountUploadPath = (company: string) =>
  `${RETAIL_DISCOUNT_PATH}/upload?company=${encodeURIComponent(company)}`;

/**
 * The task a sheet's save starts, followed per brand: its page and result keep the brand in
 * the address, and a task left running for one brand does not take over another's page.
 */
function followedFor(company: string): FollowedTask {
  const path = retailDiscountUploadPath(company);
  return {
    kind: `retailDiscounts.${company}`,
    path,
    resultPath: (taskId) => `${path}&task=${encodeURIComponent(taskId)}`,
  };
}

function configFor(company: string): BulkUploadConfig {
  return {
    sheet: BULK_RETAIL_DISCOUNTS,
    followed: followedFor(company),
    titles: {
      upload: 'Upload D2R discounts',
      preview: 'Check the discounts',
      progress: 'Adding discounts',
      result: 'D2R discount upload result',
    },
    back: { to: `${RETAIL_DISCOUNT_PATH}?company=${encodeURIComponent(company)}`, label: 'Back to retail discount' },
    fileLabel: 'D2R discount file (.xlsx)',
    instructions:
      "Fill in the template, one discount per row: a SKU of the brand's catalogue, a retailer class (A to E) or a retail cluster (or neither, for all retailers), the discount in percent and the India days it is effective, both included.",
    templateUrl: '/files/templates/bulk-d2r-discounts.xlsx',
    wide: new Set(),
    saveFailed: MSG.genericFailure,
    outcomes: { keyHeader: 'SKU', noun: 'discount', done: 'added' },
  };
}

const companyOf = (request: Request) => new URL(request.url).searchParams.get('company') ?? '';

/** /admin/d2r/retail-discount/upload?company=<id>(&task=<id>): see `bulkRouteVariables`. */
export const retailDiscountUploadLoader = (args: LoaderFunctionArgs) =>
  bulkLoader(configFor(companyOf(args.request)), requireAdmin)(args);

/** The chosen brand goes with each request; the bulk screens send only the sheet. */
function useForBrand<I extends object, C>(
  [run, isInFlight]: readonly [run: (input: I & { company: string }, callbacks: C) => void, isInFlight: boolean],
  company: string,
) {
  const forBrand = useMemo(() => (input: I, callbacks: C) => run({ ...input, company }, callbacks), [run, company]);
  return [forBrand, isInFlight] as const;
}

/** The D2R discount upload: a sheet of the brand's discounts, checked, fixed and added by a background task. */
export function RetailDiscountUploadPage() {
  const company = useSearchParams()[0].get('company') ?? '';
  const preview: BulkPreviewMutation = useForBrand(useRetailDiscountBulkUploadPreviewMutation(), company);
  const save: BulkSaveMutation = useForBrand(useRetailDiscountBulkUploadSaveMutation(), company);
  const config = useMemo(() => configFor(company), [company]);
  if (!company)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{MSG.selectCompany}</Alert.Description>
      </Alert.Root>
    );
  return <BulkPage key={company} config={config} preview={preview} save={save} />;
}
