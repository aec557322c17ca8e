import { BEATS_MSG, BEAT_SIZE_MAX, BEAT_VEHICLES, CSV_TYPE, CUSTOM_VEHICLE, MSG, XLSX_TYPE } from '@parcelo/common';
import { Button, Field, HStack, Input, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BeatVehicle } from '../../__generated__/useBeatPlanCreateMutation.graphql';
import { FormField, type Option } from '../../lib/FormField';
import { toaster } from '../../lib/toaster';
import { useFileUpload } from '../../lib/useFileUpload';
import { useBeatPlanCreateMutation } from './useBeatPlanCreateMutation';
import { beatsUploadPath } from './BeatsUploadPage';

/** The spec's `{hash}` is CUSTOM in GraphQL. */
const VEHICLE_OPTIONS: Option[] = BEAT_VEHICLES.map((v) => ({
  value: v.value === CUSTOM_VEHICLE ? 'CUSTOM' : v.value,
  label:
    v.kg === null
      ? `${v.label} (enter kg and litres)`
      : `${v.label} (~${v.kg} kg, ~${v.litres.toLocaleString('en-IN')} L)`,
}));

interface Props {
  company: string;
  warehouses: readonly Option[];
  /** A plan started: the list shows it and follows its task. */
  onStarted: () => void;
}

type Errors = Partial<Record<'warehouse' | 'vehicle' | 'capacityKg' | 'capacityLitres' | 'beatSize' | 'file', string>>;

/** What the browser can tell is missing or wrong before the sheet is sent. */
function formErrors(v: {
  warehouse: string;
  size: number;
  custom: boolean;
  capacityKg: string;
  capacityLitres: string;
  file: File | null;
}): Errors {
  const { warehouse, size, custom, capacityKg, capacityLitres, file } = v;
  const found: Errors = {};
  if (!warehouse) found.warehouse = BEATS_MSG.selectWarehouse;
  if (!Number.isInteger(size) || size < 1 || size > BEAT_SIZE_MAX) found.beatSize = BEATS_MSG.beatSize;
  if (custom && !(Number(capacityKg) > 0)) found.capacityKg = BEATS_MSG.capacityKg;
  if (custom && !(Number(capacityLitres) > 0)) found.capacityLitres = BEATS_MSG.capacityLitres;
  const name = file?.name.toLowerCase() ?? '';
  if (!file) found.file = MSG.noFileSelected;
  else if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) found.file = BEATS_MSG.csvOrXlsx;
  return found;
}

/** The planner's input: where from, by what vehicle, how many stops a beat, and the orders sheet. */
export function BeatPlanForm({ company, warehouses, onStarted }: Props) {
  const [warehouse, setWarehouse] = useState(warehouses[0]?.value ?? '');
  const [vehicle, setVehicle] = useState('Tata_Ace');
  const [capacityKg, setCapacityKg] = useState('');
  const [capacityLitres, setCapacityLitres] = useState('');
  const [beatSize, setBeatSize] = useState('20');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [uploadXlsx, uploadingXlsx] = useFileUpload('BULK_SHEET');
  const [uploadCsv, uploadingCsv] = useFileUpload('PRICING_SHEET');
  const [plan, planning] = useBeatPlanCreateMutation();
  const custom = vehicle === 'CUSTOM';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const size = Number(beatSize);
    const found = formErrors({ warehouse, size, custom, capacityKg, capacityLitres, file });
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    let stored: string;
    try {
      stored = file.name.toLowerCase().endsWith('.csv')
        ? await uploadCsv(file, file.name, CSV_TYPE)
        : await uploadXlsx(file, file.name, XLSX_TYPE);
    } catch (error) {
      setErrors({ file: error instanceof Error ? error.message : MSG.genericFailure });
      return;
    }
    plan(
      {
        company,
        warehouse,
        vehicle: vehicle as BeatVehicle,
        beatSize: size,
        file: stored,
        ...(custom ? { capacityKg: Number(capacityKg), capacityLitres: Number(capacityLitres) } : {}),
      },
      {
        onCompleted: (payload) => {
          if (payload.userErrors.length) {
            const next: Errors = {};
            for (const e of payload.userErrors) next[(e.field ?? 'file') as keyof Errors] ??= e.message;
            setErrors(next);
            return;
          }
          toaster.create({ type: 'success', title: BEATS_MSG.planQueued });
          onStarted();
        },
      },
    );
  };

  const busy = uploadingXlsx || uploadingCsv || planning;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Plan beats" noValidate>
      <Stack gap="3" maxW="3xl">
        <HStack gap="3" align="flex-start" wrap="wrap">
          <FormField
            kind="select"
            label="Warehouse"
            name="warehouse"
            options={warehouses}
            placeholder={warehouses.length ? 'Select warehouse' : 'The brand has no warehouse'}
            value={warehouse}
            onChange={setWarehouse}
            error={errors.warehouse}
          />
          <FormField
            kind="select"
            label="Vehicle"
            name="vehicle"
            options={VEHICLE_OPTIONS}
            value={vehicle}
            onChange={setVehicle}
            error={errors.vehicle}
          />
          <FormField
            label="Beat size"
            name="beatSize"
            inputMode="numeric"
            helperText="Most stops per beat"
            value={beatSize}
            onChange={setBeatSize}
            error={errors.beatSize}
          />
        </HStack>
        {custom && (
          <HStack gap="3" align="flex-start">
            <FormField
              label="Capacity (kg)"
              name="capacityKg"
              inputMode="decimal"
              value={capacityKg}
              onChange={setCapacityKg}
              error={errors.capacityKg}
            />
            <FormField
              label="Capacity (L)"
              name="capacityLitres"
              inputMode="decimal"
              value={capacityLitres}
              onChange={setCapacityLitres}
              error={errors.capacityLitres}
            />
          </HStack>
        )}
        <OrdersFileField company={company} error={errors.file} onFile={setFile} />
        <HStack>
          <Button type="submit" loading={busy}>
            Upload orders and plan
          </Button>
          <UploadBeatsButton
            choice={{ company, warehouse, vehicle, beatSize, capacityKg, capacityLitres }}
            onErrors={setErrors}
          />
        </HStack>
      </Stack>
    </form>
  );
}

interface UploadProps {
  choice: {
    company: string;
    warehouse: string;
    vehicle: string;
    beatSize: string;
    capacityKg: string;
    capacityLitres: string;
  };
  onErrors: (errors: Errors) => void;
}

/** Beats made already: the upload page takes this form's warehouse, vehicle and beat size. */
function UploadBeatsButton({ choice, onErrors }: UploadProps) {
  const navigate = useNavigate();
  const open = () => {
    const { company, warehouse, vehicle, capacityKg, capacityLitres } = choice;
    const size = Number(choice.beatSize);
    const custom = vehicle === 'CUSTOM';
    const { file: _, ...found } = formErrors({ warehouse, size, custom, capacityKg, capacityLitres, file: null });
    onErrors(found);
    if (Object.keys(found).length) return;
    void navigate(
      beatsUploadPath({
        company,
        warehouse,
        vehicle,
        beatSize: size,
        ...(custom ? { capacityKg: Number(capacityKg), capacityLitres: Number(capacityLitres) } : {}),
      }),
    );
  };
  return (
    <Button type="button" variant="outline" onClick={open}>
      Upload beats
    </Button>
  );
}

interface FileProps {
  company: string;
  error: string | undefined;
  onFile: (file: File | null) => void;
}

/** The orders sheet to plan, with the template prefilled with the brand's retailers. */
function OrdersFileField({ company, error, onFile }: FileProps) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>Orders sheet</Field.Label>
      <Input
        type="file"
        accept={`.xlsx,.csv,${XLSX_TYPE},${CSV_TYPE}`}
        p="1"
        onChange={(e) => onFile(e.currentTarget.files?.[0] ?? null)}
      />
      <Field.HelperText>
        Retailer name, phone, address, pincode, latitude and longitude (optional), weight (kg), volume (L).{' '}
        <Link href={`/files/templates/beat-orders.xlsx?company=${encodeURIComponent(company)}`} download>
          Download the sheet with the brand&apos;s retailers
        </Link>
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
