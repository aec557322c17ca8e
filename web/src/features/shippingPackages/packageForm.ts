import { packageRules, z, type ShippingPackageChanges } from '@parcelo/common';

/** The package dialog's form: the service's own rules, so the browser says the same words. */
export const PACKAGE_FORM = z.object({
  ...packageRules,
  default: z.enum(['1', '0']),
  active: z.enum(['1', '0']),
});

export interface PackageFormValues {
  [name: string]: string;
  name: string;
  code: string;
  packageLength: string;
  packageWidth: string;
  packageHeight: string;
  packageWeight: string;
  /** Yes = 1, No = 0; shown only when editing. */
  default: '1' | '0';
  active: '1' | '0';
}

export const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

interface Saved {
  readonly name: string;
  readonly code: string;
  readonly packageLength: number;
  readonly packageWidth: number;
  readonly packageHeight: number;
  readonly packageWeight: number;
  readonly default: boolean;
  readonly active: boolean;
}

/** The form's values: empty for a new package, the saved ones when editing. */
export function packageFormValues(saved: Saved | null): PackageFormValues {
  if (!saved)
    return {
      name: '',
      code: '',
      packageLength: '',
      packageWidth: '',
      packageHeight: '',
      packageWeight: '',
      default: '0',
      active: '1',
    };
  return {
    name: saved.name,
    code: saved.code,
    packageLength: String(saved.packageLength),
    packageWidth: String(saved.packageWidth),
    packageHeight: String(saved.packageHeight),
    packageWeight: String(saved.packageWeight),
    default: saved.default ? '1' : '0',
    active: saved.active ? '1' : '0',
  };
}

type Parsed = z.output<typeof PACKAGE_FORM>;

/** A new package's input from the checked form. */
export const createInput = ({ default: _, active: __, ...fields }: Parsed) => fields;

/**
 * What an edit changes: only the fields that differ from the saved package, so making a
 * package the default from the dialog sends `default` and nothing the list may have moved on.
 */
export function changesOf(
  saved: Saved,
  parsed: Parsed,
): { [K in keyof ShippingPackageChanges]?: ShippingPackageChanges[K] } {
  const next = { ...createInput(parsed), default: parsed.default === '1', active: parsed.active === '1' };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => saved[key as keyof Saved] !== value),
  ) as ShippingPackageChanges;
}
