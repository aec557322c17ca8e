import { BULK_EXTERNAL_RETAILERS, MSG } from '@parcelo/common';
import { useMemo } from 'react';
import { redirect, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { requireAdmin } from '../../lib/guards';
import { BulkPage, bulkLoader, type BulkUploadConfig, type FollowedTask } from '../tasks';
import { externalRetailersUploadPath } from './externalRetailerList';
import { useExternalRetailerBulkUploadPreviewMutation } from './useExternalRetailerBulkUploadPreviewMutation';
import { useExternalRetailerBulkUploadSaveMutation } from './useExternalRetailerBulkUploadSaveMutation';

const LIST = '/admin/d2r/external-retailers';

/** The task a save starts, followed per brand, so one brand's running upload does not take over another's page. */
function followedFor(company: string): FollowedTask {
  const path = externalRetailersUploadPath(company);
  return {
    kind: `bulk-external-retailers.${company}`,
    path,
    resultPath: (taskId) => `${path}&task=${encodeURIComponent(taskId)}`,
  };
}

function configFor(company: string): BulkUploadConfig {
  return {
    sheet: BULK_EXTERNAL_RETAILERS,
    followed: followedFor(company),
    titles: {
      upload: 'Upload external retailers',
      preview: 'Check the shops',
      progress: 'Saving the shops',
      result: 'External retailers upload result',
    },
    back: { to: `${LIST}?company=${encodeURIComponent(company)}`, label: 'Back to external retailers' },
    fileLabel: 'External retailers file (.xlsx)',
    instructions:
      'Fill in the template, one shop per row: its name and 10-digit phone, and what else is known (address, pincode, GSTIN, store type, cluster, class, where it was found). Rows with the same phone or GSTIN, in the sheet or already listed, are merged into one shop; a shop the brand already has as a retailer is left out.',
    templateUrl: '/files/templates/bulk-external-retailers.xlsx',
    wide: new Set(['addressLine1', 'addressLine2', 'source']),
    saveFailed: MSG.genericFailure,
    outcomes: { keyHeader: 'Shop', noun: 'row', done: 'saved' },
  };
}

const companyOf = (request: Request) => new URL(request.url).searchParams.get('company');

/** /admin/d2r/external-retailers/upload?company=<id>(&task=<id>); without a brand, back to the list. */
export function externalRetailersUploadLoader(args: LoaderFunctionArgs) {
  const company = companyOf(args.request);
  if (!company) return redirect(LIST);
  return bulkLoader(configFor(company), requireAdmin)(args);
}

/** The brand goes with each request; the bulk screens send only the sheet. */
function useForBrand<I extends object, C>(
  [run, isInFlight]: readonly [run: (input: I & { company: string }, callbacks: C) => void, isInFlight: boolean],
  company: string,
) {
  const forBrand = useMemo(() => (input: I, callbacks: C) => run({ ...input, company }, callbacks), [run, company]);
  return [forBrand, isInFlight] as const;
}

/** D2R > External Retailers > Upload sheet: checked, fixed inline and saved by a background task. */
export function ExternalRetailersUploadPage() {
  const [params] = useSearchParams();
  const company = params.get('company') ?? '';
  const preview = useForBrand(useExternalRetailerBulkUploadPreviewMutation(), company);
  const save = useForBrand(useExternalRetailerBulkUploadSaveMutation(), company);
  const config = useMemo(() => configFor(company), [company]);
  return <BulkPage key={company} config={config} preview={preview} save={save} />;
}
