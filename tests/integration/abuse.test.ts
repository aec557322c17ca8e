import { describe, expect, it } from 'vitest';
import { MSG } from '@parcelo/common';
import { Session, latestOtp, uniqueEmail, uniquePhone } from '../support/client.js';

const SIGN_UP = `mutation($i: SignUpInput!) { signUp(input: $i) { viewer { userType } userErrors { field message code } } }`;
const SIGN_IN = `mutation($i: SignInInput!) { signIn(input: $i) { viewer { userType } userErrors { field message code } } }`;
const VERIFY = `mutation($o: String!) { otpVerify(input: { otp: $o }) { viewer { verification { required } } userErrors { field message code } } }`;

const newSeller = () => ({
  role: 'SELLER',
  name: 'Rhea Kapoor',
  companyName: 'Rhea Crafts',
  email: uniqueEmail('rhea'),
  phone: uniquePhone(),
  password: 'Crafts1234',
});

describe('limits hold under parallel requests', () => {
  it('counts every parallel OTP guess, so the right code is refused after five wrong ones', async () => {
    const s = new Session();
    const input = newSeller();
    await s.gql(SIGN_UP, { i: input });
    const otp = await latestOtp(input.phone);
    const wrong = otp === '111111' ? '222222' : '111111';
    const guesses = await Promise.all(Array.from({ length: 8 }, () => s.gql(VERIFY, { o: wrong })));
    expect(guesses.every((g) => g.otpVerify.userErrors.length === 1)).toBe(true);
    const right = await s.gql(VERIFY, { o: otp });
    expect(right.otpVerify.userErrors).toEqual([
      { field: 'otp', message: MSG.otpTooManyAttempts, code: 'RATE_LIMITED' },
    ]);
  });

  it('counts every parallel wrong password, so the right one is then refused', async () => {
    const input = newSeller();
    await new Session().gql(SIGN_UP, { i: input });
    await Promise.all(
      Array.from({ length: 10 }, () =>
        new Session().gql(SIGN_IN, { i: { login: input.email, password: 'Wrong12345' } }),
      ),
    );
    const right = await new Session().gql(SIGN_IN, { i: { login: input.email, password: input.password } });
    expect(right.signIn.viewer).toBeNull();
    expect(right.signIn.userErrors[0].code).toBe('RATE_LIMITED');
  });

  it('lets exactly one of several parallel sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => new Session().gql(SIGN_UP, { i: { ...newSeller(), email } })),
    );
    const ok = results.filter((r) => r.signUp.userErrors.length === 0);
    expect(ok).toHaveLength(1);
    for (const r of results.filter((x) => x.signUp.userErrors.length)) {
      expect(r.signUp.userErrors).toEqual([{ field: 'email', message: MSG.emailTaken, code: 'TAKEN' }]);
    }
  });
});

describe('what an unverified or curious caller gets', () => {
  it('keeps an unverified account out of company work', async () => {
    const s = new Session();
    await s.gql(SIGN_UP, { i: newSeller() });
    const res = await s.raw(`{ warehouses { totalCount } }`);
    expect(res.errors?.[0]).toMatchObject({ message: MSG.verificationRequired, extensions: { code: 'FORBIDDEN' } });
  });

  it('answers malformed and unknown ids with NOT_FOUND', async () => {
    const s = await new Session().signIn('seller@demo.in');
    for (const id of [
      Buffer.from('User:not-a-uuid').toString('base64'),
      Buffer.from('Nope:1').toString('base64'),
      'garbage',
    ]) {
      const res = await s.raw(`query($id: ID!) { node(id: $id) { id } }`, { id });
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('answers password reset requests alike whether or not the account exists', async () => {
    const known = await new Session().gql(
      `mutation { passwordForgot(input: { login: "9810000001" }) { sentTo userErrors { message } } }`,
    );
    const unknown = await new Session().gql(
      `mutation { passwordForgot(input: { login: "9810000099" }) { sentTo userErrors { message } } }`,
    );
    expect(known.passwordForgot).toEqual({ sentTo: '******0001', userErrors: [] });
    expect(unknown.passwordForgot).toEqual({ sentTo: '******0099', userErrors: [] });
  });
});
