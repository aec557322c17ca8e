import { INDIAN_STATES } from '@parcelo/common';
import { FormField } from './FormField';
import { pincodeError, placeLocked, type PincodeLookup } from './usePincodePlace';

const STATE_OPTIONS = INDIAN_STATES.map((state) => ({ value: state, label: state }));

/** What `form.field(name)` gives a control. */
interface FieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

interface Props {
  /** The lookup of `pincode`'s value (usePincodePlace), which fills the other three. */
  place: PincodeLookup;
  pincode: FieldProps;
  city: FieldProps;
  state: FieldProps;
  country: FieldProps;
  /** A person's own address (a buyer's form): the browser may fill it from its saved addresses. */
  autofill?: boolean;
}

/**
 * An address's pincode with the city, state and country it fills: the three stay as India Post
 * has them (disabled) unless the lookup itself failed, when they can be typed. Placed in the
 * form's grid as four cells.
 */
export function PincodePlaceFields({ place, pincode, city, state, country, autofill = false }: Props) {
  const locked = placeLocked(place);
  const auto = (token: 'postal-code' | 'address-level2' | 'country-name') => (autofill ? token : 'off');
  return (
    <>
      <FormField
        label="Pincode"
        inputMode="numeric"
        maxLength={6}
        autoComplete={auto('postal-code')}
        required
        {...pincode}
        error={pincodeError(place, pincode.error)}
        helperText={place.status === 'loading' ? 'Looking up the pincode…' : undefined}
      />
      <FormField label="City" autoComplete={auto('address-level2')} required disabled={locked} {...city} />
      <FormField
        kind="select"
        label="State"
        placeholder="Select state"
        options={STATE_OPTIONS}
        required
        disabled={locked}
        {...state}
      />
      <FormField label="Country" autoComplete={auto('country-name')} required disabled={locked} {...country} />
    </>
  );
}
