import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MSG, fill } from '@parcelo/common';
import { badRequest, hashToken, serviceApis, tooMany, type ServiceContext } from '../platform/index.js';
import type { OtpChannel, OtpPurpose, UmsDB, UserRow } from './db.js';
import { maskEmail, maskPhone } from '@parcelo/common';

const OTP_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const MAX_SENDS_PER_HOUR = 5;

const TEMPLATES: Record<OtpPurpose, string> = {
  verify: 'OTP_VERIFY',
  reset: 'OTP_PASSWORD_RESET',
  change_phone: 'OTP_VERIFY',
  change_email: 'OTP_VERIFY',
  login: 'OTP_VERIFY',
};

/**
 * Issues a fresh code (superseding earlier ones of the same purpose) and queues it in
 * NMS's outbox. Answers where it went, masked. `target` sends it to a contact the user
 * does not hold yet (a new phone or email), which the code then proves.
 */
export async function sendOtp(
  ctx: ServiceContext<UmsDB>,
  user: UserRow,
  purpose: OtpPurpose,
  channel: OtpChannel,
  target: string | null = null,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // The user row lock serialises concurrent sends, so the hourly cap holds under bursts.
  await ctx.db.transaction().execute(async (tx) => {
    await tx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
    const recent = await tx
      .selectFrom('otps')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('first')])
      .where('user_id', '=', user.id)
      .where('purpose', '=', purpose)
      .where('created_at', '>', new Date(Date.now() - 3600_000))
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MAX_SENDS_PER_HOUR) {
      const first = recent.first ? new Date(recent.first).getTime() : Date.now();
      const minutes = Math.max(1, Math.ceil((first + 3600_000 - Date.now()) / 60_000));
      throw tooMany(fill(MSG.otpResendLimited, { minutes }));
    }
    await tx
      .updateTable('otps')
      .set({ consumed_at: new Date() })
      .where('user_id', '=', user.id)
      .where('purpose', '=', purpose)
      .where('consumed_at', 'is', null)
      .execute();
    await tx
      .insertInto('otps')
      .values({
        id: randomUUID(),
        user_id: user.id,
        purpose,
        channel,
        code_hash: hashToken(`${user.id}:${code}`),
        expires_at: new Date(Date.now() + OTP_TTL_MS),
        consumed_at: null,
        target,
      })
      .execute();
  });
  const to = target ?? (channel === 'phone' ? user.phone : user.email);
  await serviceApis(ctx.urls).nms.postNotificationsSend({
    internal: true,
    body: {
      channel: channel === 'phone' ? 'sms' : 'email',
      to,
      template: TEMPLATES[purpose],
      params: { otp: code, name: user.name },
    },
  });
  return channel === 'phone' ? maskPhone(to) : maskEmail(to);
}

/**
 * Checks a code; consumes it on success. Each check first claims one of the code's
 * attempts in a single UPDATE, so parallel guesses cannot share one attempt.
 */
export async function consumeOtp(
  db: Kysely<UmsDB>,
  userId: string,
  purpose: OtpPurpose,
  code: string,
): Promise<{ channel: OtpChannel; target: string | null }> {
  const latest = await db
    .selectFrom('otps')
    .select(['id', 'expires_at', 'attempts'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!latest || new Date(latest.expires_at).getTime() < Date.now()) throw badRequest(MSG.otpExpired, 'otp', 'EXPIRED');
  const claimed = await db
    .updateTable('otps')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .where('attempts', '<', MAX_ATTEMPTS)
    .returning(['attempts', 'code_hash', 'channel', 'target'])
    .executeTakeFirst();
  if (!claimed) throw tooMany(MSG.otpTooManyAttempts, 'otp');
  if (claimed.code_hash !== hashToken(`${userId}:${code.trim()}`)) {
    if (claimed.attempts >= MAX_ATTEMPTS) throw tooMany(MSG.otpTooManyAttempts, 'otp');
    throw badRequest(MSG.otpInvalid, 'otp', 'INVALID');
  }
  const consumed = await db
    .updateTable('otps')
    .set({ consumed_at: new Date() })
    .where('id', '=', latest.id)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw badRequest(MSG.otpExpired, 'otp', 'EXPIRED');
  return { channel: claimed.channel, target: claimed.target };
}
