import { acceptsOnly, emailRule, phoneRule } from '../validation.js';
import { lengthMax, newPassword, text, z } from './fields.js';

export const ProfileInput = z.object({
  name: text('Name', [], 100),
  email: text('Email', [emailRule], 254),
  phone: text('Phone', [phoneRule], 20),
  companyName: z.string().trim().min(1, 'Company name is required').max(120, lengthMax(120)).optional(),
});

export const SubAdminInput = z.object({
  name: text('Name', [], 100),
  phone: text('Phone', [phoneRule], 20),
  email: text('Email', [emailRule], 254),
  password: newPassword(),
  role: text('Role', [], 20)
    .transform((r) => r.toLowerCase())
    .pipe(z.enum(['ops', 'finance'], { error: acceptsOnly(['Ops', 'Finance']) })),
});
