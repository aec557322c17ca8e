import { FieldPersonInput, MSG, SalesmanUpdateInput, z } from '@parcelo/common';

/** Add salesman / Add promoter: the shared rules, with the brand as the company search picks it. */
export const FIELD_PERSON_CREATE_FORM = FieldPersonInput.pick({ firstName: true, lastName: true, phone: true }).extend({
  company: z.string().min(1, MSG.selectCompany),
});

export interface FieldPersonCreateValues {
  [name: string]: string;
  company: string;
  firstName: string;
  lastName: string;
  phone: string;
}

/** The edit form: the shared rules, with the Active / Inactive select read from its text. */
export const FIELD_PERSON_EDIT_FORM = SalesmanUpdateInput.pick({ name: true, phone: true }).extend({
  isActive: z.enum(['ACTIVE', 'INACTIVE']),
});

export interface FieldPersonEditValues {
  [name: string]: string;
  name: string;
  phone: string;
  isActive: 'ACTIVE' | 'INACTIVE';
}

export const ACTIVE_OPTIONS = [
  { value: 'ACTIVE', label: 'Active' },
  { value: 'INACTIVE', label: 'Inactive' },
] as const;
