import { BEATS_MSG, BEAT_UPLOAD_SHEET, MSG, beatVehicleLabel, CUSTOM_VEHICLE } from '@parcelo/common';
import { Alert, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { BeatVehicle } from '../../__generated__/useBeatBulkUploadSaveMutation.graphql';
import { requireAdmin } from '../../lib/guards';
import { BulkPage, bulkLoader } from '../tasks';
import type { BulkPreviewMutation, BulkSaveMutation, BulkUploadConfig, FollowedTask } from '../tasks';
import { useBeatBulkUploadPreviewMutation } from './useBeatBulkUploadPreviewMutation';
import { useBeatBulkUploadSaveMutation } from './useBeatBulkUploadSaveMutation';

/** D2R > Beats. */
export const BEATS_PATH = '/admin/d2r/beats';

/** What the Beats page chose for an upload: the brand, where from, by what and how many stops a beat. */
export interface BeatUploadChoice {
  company: string;
  warehouse: string;
  /** As GraphQL names it: CUSTOM for the spec's `{hash}`. */
  vehicle: string;
  beatSize: number;
  capacityKg?: number;
  capacityLitres?: number;
}

const choiceQuery = (c: BeatUploadChoice) => {
  const q = new URLSearchParams({
    company: c.company,
    warehouse: c.warehouse,
    vehicle: c.vehicle,
    beatSize: String(c.beatSize),
  });
  if (c.vehicle === 'CUSTOM') {
    q.set('capacityKg', String(c.capacityKg ?? ''));
    q.set('capacityLitres', String(c.capacityLitres ?? ''));
  }
  return q.toString();
};

/** The beats upload for what the Beats page chose. */
export const beatsUploadPath = (c: BeatUploadChoice) => `${BEATS_PATH}/upload?${choiceQuery(c)}`;

/** The choice in the address, or null when a part is missing. */
function choiceOf(params: URLSearchParams): BeatUploadChoice | null {
  const [company, warehouse, vehicle] = ['company', 'warehouse', 'vehicle'].map((k) => params.get(k) ?? '');
  const beatSize = Number(params.get('beatSize'));
  if (!company || !warehouse || !vehicle || !Number.isInteger(beatSize)) return null;
  const kg = Number(params.get('capacityKg'));
  const litres = Number(params.get('capacityLitres'));
  return {
    company,
    warehouse,
    vehicle,
    beatSize,
    ...(vehicle === 'CUSTOM' ? { capacityKg: kg, capacityLitres: litres } : {}),
  };
}

/**
 * The task a sheet's save starts, followed per choice: its page and result keep the choice in
 * the address, and a task left running for one brand does not take over another's page.
 */
function followedFor(c: BeatUploadChoice): FollowedTask {
  const path = beatsUploadPath(c);
  return {
    kind: `beats.${c.company}`,
    path,
    resultPath: (taskId) => `${path}&task=${encodeURIComponent(taskId)}`,
  };
}

function configFor(c: BeatUploadChoice): BulkUploadConfig {
  return {
    sheet: BEAT_UPLOAD_SHEET,
    followed: followedFor(c),
    titles: {
      upload: 'Upload beats',
      preview: 'Check the beats',
      progress: 'Saving beats',
      result: 'Beats upload result',
    },
    back: { to: `${BEATS_PATH}?company=${encodeURIComponent(c.company)}`, label: 'Back to beats' },
    fileLabel: 'Beats file (.xlsx)',
    instructions:
      'Fill in the template, one stop per row in visiting order: the beat name (rows of one name make that beat), its description and salesman phone (optional, from its first row that has them), then the retailer name, phone, address, pincode, latitude and longitude (optional: else the pincode’s centre), weight (kg) and volume (L). A beat over the vehicle or the beat size is not saved.',
    templateUrl: `/files/templates/beats-upload.xlsx?company=${encodeURIComponent(c.company)}`,
    wide: new Set(['address', 'description']),
    saveFailed: MSG.genericFailure,
    outcomes: { keyHeader: 'Beat', noun: 'beat', done: 'saved' },
  };
}

/** A choice that misses a part, so the page cannot be used; its loader still needs a config. */
const NONE: BeatUploadChoice = { company: '', warehouse: '', vehicle: '', beatSize: 0 };

/** /admin/d2r/beats/upload?company=&warehouse=&vehicle=&beatSize=(&capacityKg=&capacityLitres=)(&task=). */
export const beatsUploadLoader = (args: LoaderFunctionArgs) =>
  bulkLoader(configFor(choiceOf(new URL(args.request.url).searchParams) ?? NONE), requireAdmin)(args);

/** The choice goes with each request; the bulk screens send only the sheet. */
type Chosen = 'company' | 'warehouse' | 'vehicle' | 'beatSize' | 'capacityKg' | 'capacityLitres';

function useForChoice<I extends object, C>(
  [run, isInFlight]: readonly [run: (input: I, callbacks: C) => void, isInFlight: boolean],
  choice: BeatUploadChoice | null,
) {
  const forChoice = useMemo(
    () => (input: Omit<I, Chosen>, callbacks: C) =>
      run(
        { ...input, ...(choice ?? NONE), vehicle: (choice ?? NONE).vehicle as BeatVehicle } as unknown as I,
        callbacks,
      ),
    [run, choice],
  );
  return [forChoice, isInFlight] as const;
}

/** The beats upload: a sheet of ready-made beats, checked, fixed and saved as one plan by a background task. */
export function BeatsUploadPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the choice changes only with the address
  const choice = useMemo(() => choiceOf(params), [query]);
  const preview: BulkPreviewMutation = useForChoice(useBeatBulkUploadPreviewMutation(), choice);
  const save: BulkSaveMutation = useForChoice(useBeatBulkUploadSaveMutation(), choice);
  const config = useMemo(() => configFor(choice ?? NONE), [choice]);
  if (!choice)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{`${MSG.selectCompany}: ${BEATS_MSG.selectWarehouse}`}</Alert.Description>
      </Alert.Root>
    );
  const vehicle = beatVehicleLabel(choice.vehicle === 'CUSTOM' ? CUSTOM_VEHICLE : choice.vehicle);
  return (
    <>
      <Text color="fg.muted" mb="3">
        {choice.vehicle === 'CUSTOM' ? `${vehicle}: ${choice.capacityKg} kg, ${choice.capacityLitres} L` : vehicle}
        {` · Beat size ${choice.beatSize} stops`}
      </Text>
      <BulkPage key={config.followed.path} config={config} preview={preview} save={save} />
    </>
  );
}
