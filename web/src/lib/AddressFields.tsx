import { FormField } from './FormField';
import { PincodePlaceFields } from './PincodePlaceFields';
import type { PincodeLookup } from './usePincodePlace';

/** What `form.field(name)` gives a control. */
interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * An address as its form holds it: a person's name, then the parts AddressFields takes. A type
 * rather than an interface, so that it fits useSchemaForm's string-indexed values.
 */
export type AddressValues = {
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
};

/** The parts of an address these fields take, by their name in the address. */
export type AddressPart = Exclude<keyof AddressValues, 'firstName' | 'lastName'>;

interface Props {
  /** The field of each part, e.g. `form.field`, or `(part) => form.field(\`shippingAddress.${part}\` as const)`. */
  field: (part: AddressPart) => FieldProps;
  /** The lookup of the pincode's value (usePincodePlace). */
  place: PincodeLookup;
  /** A person's own address (a buyer's form): the browser may fill it from its saved addresses. */
  autofill?: boolean;
}

/**
 * An address's two lines, then its pincode with the city, state and country it fills
 * (PincodePlaceFields): placed in the form's grid as six cells.
 */
export function AddressFields({ field, place, autofill = false }: Props) {
  return (
    <>
      <FormField
        label="Address line 1"
        autoComplete={autofill ? 'address-line1' : 'off'}
        required
        {...field('addressLine1')}
      />
      <FormField
        label="Address line 2"
        autoComplete={autofill ? 'address-line2' : 'off'}
        required
        {...field('addressLine2')}
      />
      <PincodePlaceFields
        place={place}
        pincode={field('pincode')}
        city={field('city')}
        state={field('state')}
        country={field('country')}
        autofill={autofill}
      />
    </>
  );
}
