import { describe, expect, it } from 'vitest';
import { MSG, fill } from '@parcelo/common';
import { Session, latestOtp, uniqueEmail, uniquePhone, verifiedSeller } from '../support/client.js';

const SIGN_IN = `mutation($input: SignInInput!) {
  signIn(input: $input) { viewer { userType isAdmin verification { required } } userErrors { field message code } }
}`;
const SIGN_UP = `mutation($input: SignUpInput!) {
  signUp(input: $input) { viewer { userType verification { accountVerified emailVerified required } company { name invoicingComplete } } userErrors { field message code } }
}`;
const VIEWER = `{ viewer { userType user { name email phone } verification { required } company { name } } }`;

function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    role: 'SELLER',
    name: 'Meera Iyer',
    companyName: 'Meera Spices',
    email: uniqueEmail('meera'),
    phone: uniquePhone(),
    password: 'Spice1234',
    warehouseRequirement: 'PROVIDER',
    ...overrides,
  };
}

describe('sign in', () => {
  it('signs in by email, phone and username, and sets an httpOnly session cookie', async () => {
    // The demo accounts' own sign-ins, by design: the demo seller by its email and its phone, the
    // admin by its username. Only signed in, nothing changed.
    for (const login of ['seller@demo.in', '9810000001', 'admin']) {
      const s = new Session();
      const res = await fetch(`${s.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { login, password: 'Demo@1234' } } }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('session='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      const body = (await res.json()) as { data: { signIn: { viewer: { userType: string }; userErrors: unknown[] } } };
      expect(body.data.signIn.userErrors).toEqual([]);
      expect(body.data.signIn.viewer.userType).toBe(login === 'admin' ? 'ADMIN' : 'SELLER');
    }
  });

  it('answers a wrong password with a user error and starts no session', async () => {
    // An account of its own: wrong passwords count towards a lock-out the demo sellers must not reach.
    const input = signUpInput();
    await new Session().gql(SIGN_UP, { input });
    const s = new Session();
    const data = await s.gql(SIGN_IN, { input: { login: input.email, password: 'Wrong@1234' } });
    expect(data.signIn.viewer).toBeNull();
    expect(data.signIn.userErrors).toEqual([{ field: null, message: MSG.wrongCredentials, code: 'WRONG_CREDENTIALS' }]);
    expect(s.cookie).toBeNull();
    expect((await s.gql(VIEWER)).viewer).toBeNull();
  });

  it.each([
    ['', MSG.loginRequired],
    ['98100', MSG.phoneInvalid],
    ['0810000001', MSG.phoneFirstDigit],
  ])('gives the spec message for the phone login %j', async (login, message) => {
    const data = await new Session().gql(SIGN_IN, { input: { login, password: 'Demo@1234' } });
    expect(data.signIn.userErrors).toEqual([{ field: 'login', message, code: 'INVALID' }]);
  });

  it('locks an account after five wrong passwords, and the right one then waits too', async () => {
    const s = new Session();
    const input = signUpInput();
    await s.gql(SIGN_UP, { input });
    const attempt = (password: string) => new Session().gql(SIGN_IN, { input: { login: input.email, password } });
    for (let i = 0; i < 4; i++)
      expect((await attempt('Nope12345')).signIn.userErrors[0].code).toBe('WRONG_CREDENTIALS');
    const fifth = await attempt('Nope12345');
    expect(fifth.signIn.userErrors[0]).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many failed attempts. Try again in 15 minutes.',
    });
    expect((await attempt(input.password)).signIn.userErrors[0].code).toBe('RATE_LIMITED');
  });
});

describe('sign up and verification', () => {
  it('creates an unverified seller, then the OTP from the outbox verifies it', async () => {
    const s = new Session();
    const input = signUpInput();
    const data = await s.gql(SIGN_UP, { input });
    expect(data.signUp.userErrors).toEqual([]);
    expect(data.signUp.viewer).toMatchObject({
      userType: 'SELLER',
      verification: { accountVerified: false, emailVerified: false, required: true },
      company: { name: 'Meera Spices', invoicingComplete: false },
    });

    const wrong = await s.gql(
      `mutation { otpVerify(input: { otp: "000000" }) { viewer { verification { required } } userErrors { field message code } } }`,
    );
    const otp = await latestOtp(input.phone);
    if (otp !== '000000')
      expect(wrong.otpVerify.userErrors).toEqual([{ field: 'otp', message: MSG.otpInvalid, code: 'INVALID' }]);

    const ok = await s.gql(
      `mutation($otp: String!) { otpVerify(input: { otp: $otp }) { viewer { verification { accountVerified required } } userErrors { message } } }`,
      { otp },
    );
    expect(ok.otpVerify).toEqual({
      viewer: { verification: { accountVerified: true, required: false } },
      userErrors: [],
    });
    expect((await s.gql(VIEWER)).viewer.verification.required).toBe(false);
  });

  it('resends a new code and masks where it went', async () => {
    const s = new Session();
    const input = signUpInput();
    await s.gql(SIGN_UP, { input });
    const first = await latestOtp(input.phone);
    const data = await s.gql(`mutation { otpResend(input: {}) { sentTo userErrors { message } } }`);
    expect(data.otpResend.sentTo).toBe(`******${input.phone.slice(-4)}`);
    const second = await latestOtp(input.phone);
    // The first code is superseded by the second.
    if (first !== second) {
      const stale = await s.gql(`mutation($otp: String!) { otpVerify(input: { otp: $otp }) { userErrors { code } } }`, {
        otp: first,
      });
      expect(stale.otpVerify.userErrors[0].code).toMatch(/INVALID|EXPIRED/);
    }
  });

  it('builds the warehouse-role variant and rejects a taken email without creating anything', async () => {
    const s = new Session();
    const warehouse = signUpInput({
      role: 'WAREHOUSE',
      warehouseRequirement: undefined,
      city: 'Pune',
      state: 'Maharashtra',
      companyName: 'Pune Stores',
    });
    const data = await s.gql(SIGN_UP, { input: warehouse });
    expect(data.signUp.viewer.userType).toBe('WAREHOUSE');

    const missingCity = await new Session().gql(SIGN_UP, {
      input: signUpInput({ role: 'WAREHOUSE', city: '', state: 'Goa' }),
    });
    expect(missingCity.signUp.userErrors).toEqual([{ field: 'city', message: 'City is required', code: 'REQUIRED' }]);

    const again = new Session();
    const taken = await again.gql(SIGN_UP, { input: signUpInput({ email: warehouse.email }) });
    expect(taken.signUp).toEqual({
      viewer: null,
      userErrors: [{ field: 'email', message: MSG.emailTaken, code: 'TAKEN' }],
    });
    expect(again.cookie).toBeNull();
  });

  it.each([
    [{ phone: '12345' }, 'phone', MSG.phoneInvalid],
    [{ phone: '0123456789' }, 'phone', MSG.phoneFirstDigit],
    [{ password: 'short' }, 'password', MSG.passwordWeak],
    [{ email: 'not-an-email' }, 'email', MSG.emailInvalid],
  ])('rejects bad sign-up input %j with the rule message', async (override, field, message) => {
    const data = await new Session().gql(SIGN_UP, { input: signUpInput(override) });
    expect(data.signUp.userErrors).toEqual([{ field, message, code: 'INVALID' }]);
  });
});

describe('sessions and passwords', () => {
  it('signs out, revoking the session server-side', async () => {
    const s = await verifiedSeller('Signing Out Co');
    const stolen = s.cookie;
    await s.gql(`mutation { signOut(input: {}) { ok } }`);
    expect(s.cookie).toBeNull();
    const replay = new Session();
    replay.cookie = stolen;
    expect((await replay.gql(VIEWER)).viewer).toBeNull();
  });

  it('changes the password, ends other sessions, and keeps this one', async () => {
    const s = new Session();
    const input = signUpInput();
    await s.gql(SIGN_UP, { input });
    const other = await new Session().signIn(input.email, input.password);

    const wrong = await s.gql(
      `mutation { passwordChange(input: { currentPassword: "Wrong1234", newPassword: "Better1234" }) { ok userErrors { field message } } }`,
    );
    expect(wrong.passwordChange).toEqual({
      ok: false,
      userErrors: [{ field: 'currentPassword', message: MSG.currentPasswordWrong }],
    });

    const done = await s.gql(
      `mutation($c: String!) { passwordChange(input: { currentPassword: $c, newPassword: "Better1234" }) { ok userErrors { message } } }`,
      { c: input.password },
    );
    expect(done.passwordChange).toEqual({ ok: true, userErrors: [] });
    expect((await s.gql(VIEWER)).viewer).not.toBeNull();
    expect((await other.gql(VIEWER)).viewer).toBeNull();
    await new Session().signIn(input.email, 'Better1234');
  });

  it('resets a forgotten password by OTP without revealing unknown accounts', async () => {
    const input = signUpInput();
    await new Session().gql(SIGN_UP, { input });
    const unknown = await new Session().gql(
      `mutation { passwordForgot(input: { login: "nobody@nowhere.in" }) { sentTo userErrors { message } } }`,
    );
    expect(unknown.passwordForgot).toEqual({ sentTo: 'n*****@nowhere.in', userErrors: [] });

    const sent = await new Session().gql(`mutation($l: String!) { passwordForgot(input: { login: $l }) { sentTo } }`, {
      l: input.phone,
    });
    expect(sent.passwordForgot.sentTo).toBe(`******${input.phone.slice(-4)}`);
    const otp = await latestOtp(input.phone, 'OTP_PASSWORD_RESET');
    const reset = await new Session().gql(
      `mutation($l: String!, $o: String!) { passwordReset(input: { login: $l, otp: $o, newPassword: "Fresh1234" }) { ok userErrors { message } } }`,
      { l: input.phone, o: otp },
    );
    expect(reset.passwordReset).toEqual({ ok: true, userErrors: [] });
    await new Session().signIn(input.phone, 'Fresh1234');
  });

  it('updates the profile and company name', async () => {
    const s = new Session();
    const input = signUpInput();
    await s.gql(SIGN_UP, { input });
    const data = await s.gql(
      `mutation($i: ProfileUpdateInput!) { profileUpdate(input: $i) { viewer { user { name } company { name } } userErrors { field message } } }`,
      { i: { name: 'Meera S. Iyer', email: input.email, phone: input.phone, companyName: 'Meera Spice Co' } },
    );
    expect(data.profileUpdate).toEqual({
      viewer: { user: { name: 'Meera S. Iyer' }, company: { name: 'Meera Spice Co' } },
      userErrors: [],
    });

    // Another seller's email, signed up for this test.
    const other = signUpInput();
    await new Session().gql(SIGN_UP, { input: other });
    const taken = await s.gql(
      `mutation($i: ProfileUpdateInput!) { profileUpdate(input: $i) { viewer { user { name } } userErrors { field message } } }`,
      { i: { name: 'X', email: other.email, phone: input.phone } },
    );
    expect(taken.profileUpdate.userErrors).toEqual([{ field: 'email', message: MSG.emailTaken }]);
    expect((await s.gql(VIEWER)).viewer.user.name).toBe('Meera S. Iyer');
  });

  it('sends a code to a changed phone and email, and changes each only when its code comes back', async () => {
    const s = new Session();
    const input = signUpInput();
    await s.gql(SIGN_UP, { input });
    await s.gql(`mutation($o: String!) { otpVerify(input: { otp: $o }) { userErrors { message } } }`, {
      o: await latestOtp(input.phone),
    });
    const phone = uniquePhone();
    const email = uniqueEmail('meera.new');
    const UPDATE = `mutation($i: ProfileUpdateInput!) { profileUpdate(input: $i) {
      viewer { user { email phone } verification { required } } pendingContacts { channel sentTo } userErrors { field message }
    } }`;
    const data = await s.gql(UPDATE, { i: { name: input.name, email, phone, companyName: input.companyName } });
    expect(data.profileUpdate).toEqual({
      // Nothing changes yet, and the account stays usable: no sign-out into verification.
      viewer: { user: { email: input.email, phone: input.phone }, verification: { required: false } },
      pendingContacts: [
        { channel: 'PHONE', sentTo: `******${phone.slice(-4)}` },
        { channel: 'EMAIL', sentTo: expect.stringMatching(/^m\*+@test\.in$/) },
      ],
      userErrors: [],
    });

    const VERIFY = `mutation($i: ProfileContactVerifyInput!) { profileContactVerify(input: $i) {
      viewer { user { email phone } verification { required accountVerified emailVerified } } userErrors { field message }
    } }`;
    const phoneCode = await latestOtp(phone);
    const wrong = await s.gql(VERIFY, { i: { channel: 'PHONE', otp: phoneCode === '000000' ? '111111' : '000000' } });
    expect(wrong.profileContactVerify.userErrors).toEqual([{ field: 'otp', message: MSG.otpInvalid }]);
    const verified = await s.gql(VERIFY, { i: { channel: 'PHONE', otp: phoneCode } });
    expect(verified.profileContactVerify).toEqual({
      viewer: {
        user: { email: input.email, phone },
        verification: { required: false, accountVerified: true, emailVerified: false },
      },
      userErrors: [],
    });
    const emailed = await s.gql(VERIFY, { i: { channel: 'EMAIL', otp: await latestOtp(email) } });
    expect(emailed.profileContactVerify.viewer.user).toEqual({ email, phone });
    expect(emailed.profileContactVerify.viewer.verification.emailVerified).toBe(true);
    // A used code changes nothing again.
    const again = await s.gql(VERIFY, { i: { channel: 'EMAIL', otp: await latestOtp(email) } });
    expect(again.profileContactVerify.userErrors).toEqual([{ field: 'otp', message: MSG.otpExpired }]);

    await new Session().signIn(phone, input.password);
    await new Session().signIn(email, input.password);
  });

  it('completes invoicing, which lifts the invoicing gate', async () => {
    const s = new Session();
    await s.gql(SIGN_UP, { input: signUpInput() });
    const MUTATION = `mutation($i: CompanyInvoicingUpdateInput!) { companyInvoicingUpdate(input: $i) { company { invoicingComplete invoicing { gstin } } userErrors { field message } } }`;
    const details = {
      legalName: 'Meera Spices Pvt Ltd',
      gstin: '29ABCDE1234F1ZW',
      pan: 'ABCDE1234F',
      addressLine1: '1 MG Road',
      addressLine2: 'Ashok Nagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    };
    const bad = await s.gql(MUTATION, { i: { ...details, pincode: '5600' } });
    expect(bad.companyInvoicingUpdate.userErrors).toEqual([{ field: 'pincode', message: MSG.invalidPincode }]);
    // A Karnataka GSTIN with a Maharashtra address would tax every invoice wrongly.
    const elsewhere = await s.gql(MUTATION, { i: { ...details, city: 'Pune', state: 'Maharashtra' } });
    expect(elsewhere.companyInvoicingUpdate).toEqual({
      company: null,
      userErrors: [{ field: 'state', message: fill(MSG.gstinStateMismatch, { state: 'Karnataka' }) }],
    });
    const good = await s.gql(MUTATION, { i: details });
    expect(good.companyInvoicingUpdate).toEqual({
      company: { invoicingComplete: true, invoicing: { gstin: '29ABCDE1234F1ZW' } },
      userErrors: [],
    });
  });
});
