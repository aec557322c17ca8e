/** The 36 Indian states and union territories used for address selection. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** What a pincode's directory entry says: where it is, and its centre when known. */
export interface PincodePlace {
  pincode: string;
  city: string;
  district: string;
  state: string;
  country: string;
  lat: number | null;
  lng: number | null;
}

// Older and shorter spellings a sheet or a shop may still use.
const STATE_ALIASES: Record<string, string> = {
  orissa: 'odisha',
  pondicherry: 'puducherry',
  chattisgarh: 'chhattisgarh',
  andamanandnicobar: 'andamanandnicobarislands',
  dadraandnagarhaveli: 'dadraandnagarhavelianddamananddiu',
  damananddiu: 'dadraandnagarhavelianddamananddiu',
  nctofdelhi: 'delhi',
  newdelhi: 'delhi',
};
const stateKey = (state: string) => {
  const k = state
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]/g, '');
  return STATE_ALIASES[k] ?? k;
};

/** Whether two spellings name one state: 'Jammu & Kashmir' is 'Jammu and Kashmir', 'Orissa' is 'Odisha'. */
export const sameState = (a: string, b: string) => stateKey(a) === stateKey(b);
