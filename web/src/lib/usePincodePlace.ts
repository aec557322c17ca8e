import { MSG } from '@parcelo/common';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { usePincodePlaceQuery, usePincodePlaceQuery$data } from '../__generated__/usePincodePlaceQuery.graphql';

const query = graphql`
  query usePincodePlaceQuery($code: String!) {
    pincode(code: $code) {
      city
      state
      country
    }
  }
`;

/** What an address form fills from a pincode. */
export interface PincodePlace {
  city: string;
  state: string;
  country: string;
}

const placeOf = (data: usePincodePlaceQuery$data): PincodePlace | null =>
  data.pincode ? { city: data.pincode.city, state: data.pincode.state, country: data.pincode.country } : null;

/** Where the lookup of the typed pincode stands. */
export type PincodeLookup =
  | { status: 'idle' }
  | { status: 'loading'; pincode: string }
  | { status: 'found'; pincode: string; place: PincodePlace }
  | { status: 'unknown'; pincode: string }
  | { status: 'failed'; pincode: string };

const IDLE: PincodeLookup = { status: 'idle' };

/**
 * Looks a pincode up as soon as it has its 6 digits, and tells `onPlace` what it found
 * (null for a pincode India Post does not have, or one not yet complete), so the form fills
 * city, state and country from it. A lookup that fails (offline) leaves the fields as they are.
 */
export function usePincodePlace(pincode: string, onPlace: (place: PincodePlace | null) => void) {
  const environment = useRelayEnvironment();
  const pin = /^\d{6}$/.test(pincode.trim()) ? pincode.trim() : '';
  const [lookup, setLookup] = useState<PincodeLookup>(IDLE);
  // The latest callback, without looking the pincode up again when the form re-renders.
  const fill = useRef(onPlace);
  useEffect(() => {
    fill.current = onPlace;
  });

  useEffect(() => {
    if (!pin) {
      setLookup(IDLE);
      fill.current(null);
      return undefined;
    }
    setLookup({ status: 'loading', pincode: pin });
    const subscription = fetchQuery<usePincodePlaceQuery>(
      environment,
      query,
      { code: pin },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({
      next: (data) => {
        const place = placeOf(data);
        setLookup(place ? { status: 'found', pincode: pin, place } : { status: 'unknown', pincode: pin });
        fill.current(place);
      },
      error: () => setLookup({ status: 'failed', pincode: pin }),
    });
    return () => subscription.unsubscribe();
  }, [environment, pin]);

  return lookup;
}

/** What the pincode field says: its own rule's message, else 'Invalid Pincode' for one India Post does not have. */
export const pincodeError = (lookup: PincodeLookup, fieldError: string | undefined) =>
  fieldError ?? (lookup.status === 'unknown' ? MSG.invalidPincode : undefined);

/** Whether the city, state and country fields are filled from the pincode (locked), rather than typed. */
export const placeLocked = (lookup: PincodeLookup) => lookup.status !== 'failed';

/** Whether a form must wait before sending: the pincode is still being looked up, or India Post does not have it. */
export const pincodeHoldsSubmit = (lookup: PincodeLookup) => lookup.status === 'unknown' || lookup.status === 'loading';

/**
 * A form's submit that a pincode holds (see pincodeHoldsSubmit): the form is not sent, and the
 * pincode input (named `pincodeName`) takes the focus, where its message says why.
 */
export const holdSubmitForPincode =
  (lookup: PincodeLookup, pincodeName: string, send: (event: FormEvent<HTMLFormElement>) => void) =>
  (event: FormEvent<HTMLFormElement>) => {
    if (pincodeHoldsSubmit(lookup)) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${pincodeName}"]`)?.focus();
      return;
    }
    send(event);
  };
