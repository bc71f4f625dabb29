import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type QRCode from 'qrcode';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { BACK_OFFICE } from '../../core/admin/back-office';
import type { DB } from '../db/schema';

/** `qrcode` is loaded by the first secret set up, not when the server starts (decision 0028). */
const require = createRequire(import.meta.url);

/*
 * The back office's TOTP app (RFC 6238 through otpauth: docs/decisions/0021-back-office-sign-in.md)
 * and its recovery codes. A secret is pending until a first code from the app confirms it; a code
 * is accepted one step either side of now (clock drift) and never twice: the step it was accepted
 * for is kept, and a later code must be for a later step.
 */

function totpOf(secret: string, label = 'back office', issuer = 'Storefront'): TOTP {
  const { digits, periodSeconds, algorithm } = BACK_OFFICE.totp;
  return new TOTP({ issuer, label, algorithm, digits, period: periodSeconds, secret: Secret.fromBase32(secret) });
}

/**
 * A new secret to set up, with the otpauth:// address an app reads, and that address as a QR code
 * (an SVG drawn here by `qrcode`, so the console ships no QR code of its own) for the phone's camera.
 */
export async function startTotp(db: Kysely<DB>, user: { id: number; email: string }, issuer: string, now = new Date()): Promise<{ secret: string; uri: string; qr_svg: string }> {
  const secret = new Secret({ size: 20 }).base32;
  const stamp = now.toISOString();
  await db.insertInto('back_office_factors').values({ user_id: user.id, totp_pending_secret: secret, created_at: stamp, updated_at: stamp })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ totp_pending_secret: secret, updated_at: stamp }))
    .execute();
  const uri = totpOf(secret, user.email, issuer).toString();
  return { secret, uri, qr_svg: await (require('qrcode') as typeof QRCode).toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** The time step a code is right for (within one step of now), or null. */
function stepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / BACK_OFFICE.totp.periodSeconds) + delta;
}

/** Confirms the pending secret with a code from the app; the older secret, if any, stops working. */
export async function confirmTotp(db: Kysely<DB>, userId: number, code: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('back_office_factors').select('totp_pending_secret').where('user_id', '=', userId).executeTakeFirst();
  const pending = row?.totp_pending_secret;
  if (!pending) return false;
  const step = stepOf(pending, code, now);
  if (step === null) return false;
  const result = await db.updateTable('back_office_factors')
    .set({ totp_secret: pending, totp_pending_secret: null, totp_confirmed_at: now.toISOString(), totp_last_step: step, updated_at: now.toISOString() })
    .where('user_id', '=', userId).where('totp_pending_secret', '=', pending)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether the account has a confirmed TOTP app. */
export async function hasTotp(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('back_office_factors').select('totp_secret').where('user_id', '=', userId).executeTakeFirst();
  return Boolean(row?.totp_secret);
}

/** Checks a code from the account's app; a code is spent once (a conditional update on the last step). */
export async function checkTotp(db: Kysely<DB>, userId: number, code: string, now = new Date()): Promise<boolean> {
  const row = await db.selectFrom('back_office_factors').select(['totp_secret', 'totp_last_step']).where('user_id', '=', userId).executeTakeFirst();
  if (!row?.totp_secret) return false;
  const step = stepOf(row.totp_secret, code, now);
  if (step === null || (row.totp_last_step !== null && step <= Number(row.totp_last_step))) return false;
  const result = await db.updateTable('back_office_factors').set({ totp_last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

const recoveryHash = (code: string) => createHash('sha256').update(`recovery:${code.replace(/[^a-z0-9]/gi, '').toLowerCase()}`, 'utf8').digest('base64url');

/** A recovery code as typed or printed: 10 letters and digits in two groups ("k3n9x-4hq2w"). */
export const RECOVERY_CODE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/** New recovery codes for the account, replacing any older ones; returned once, kept only as hashes. */
export async function newRecoveryCodes(db: Kysely<DB>, userId: number, now = new Date()): Promise<string[]> {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: BACK_OFFICE.recoveryCodeCount }, () => {
    const raw = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('back_office_recovery_codes').where('user_id', '=', userId).execute();
    await trx.insertInto('back_office_recovery_codes').values(codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(code), created_at: now.toISOString() }))).execute();
  });
  return codes;
}

/** Spends one of the account's recovery codes; false when it is not one or was used. */
export async function spendRecoveryCode(db: Kysely<DB>, userId: number, code: string, now = new Date()): Promise<boolean> {
  if (!RECOVERY_CODE.test(code.trim())) return false;
  const result = await db.updateTable('back_office_recovery_codes').set({ used_at: now.toISOString() })
    .where('user_id', '=', userId).where('code_hash', '=', recoveryHash(code.trim())).where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many recovery codes the account has left. */
export async function recoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db.selectFrom('back_office_recovery_codes').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}
