import { MSG } from '../messages.js';
import { emailRule, loginRule, otpRule, phoneRule } from '../validation.js';
import { enteredPassword, lengthMax, newPassword, text, z } from './fields.js';

/** Sign-up: the seller and their company. */
export const SignUpInput = z.object({
  name: text('Name', [], 100),
  companyName: text('Company name', [], 120),
  email: text('Email', [emailRule], 254),
  phone: text('Phone', [phoneRule], 20),
  password: newPassword(),
  warehouseRequirement: z.coerce.number().int().min(1).max(3).optional(),
  // Required of some roles only; the service decides.
  city: z.string().trim().max(80, lengthMax(80)).optional(),
  state: z.string().trim().max(80, lengthMax(80)).optional(),
});

/**
 * The sign-up form of each role: a warehouse must give its city and state (the service holds
 * it to that too); a seller says what warehousing it needs, which the service otherwise takes
 * as needing one.
 */
export const signUpFormInput = (role: 'seller' | 'warehouse') =>
  SignUpInput.omit({ warehouseRequirement: true, city: true, state: true }).extend(
    role === 'warehouse'
      ? { city: text('City', [], 80), state: text('State', [], 80) }
      : { warehouseRequirement: text('Warehouse requirement', [], 20) },
  );

export const OtpInput = z.object({ otp: text('OTP', [otpRule], 10) });

/** A Lightning driver signs in with its phone and the code texted to it; no password. */
export const DriverCodeSendInput = z.object({ phone: text('Phone', [phoneRule], 20) });
export const DriverSignInInput = DriverCodeSendInput.extend({ otp: text('OTP', [otpRule], 10) });

/** The code sent to a new phone or email, which confirms the change. */
export const ContactVerifyInput = OtpInput.extend({ channel: z.enum(['phone', 'email']) });

export const ChangePasswordInput = z
  .object({ currentPassword: enteredPassword(), newPassword: newPassword() })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], message: MSG.passwordSame });

export const ForgotPasswordInput = z.object({ login: text('Email or phone', [loginRule], 254) });

/** Sign-in as the browser sends it; the service reads the same login rules from its REST body's email, phone or username. */
export const SignInInput = ForgotPasswordInput.extend({ password: enteredPassword() });

export const ResetPasswordInput = ForgotPasswordInput.extend({
  otp: text('OTP', [otpRule], 10),
  newPassword: newPassword(),
});
