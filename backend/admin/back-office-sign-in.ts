import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { BACK_OFFICE, type BackOfficeChallenge, SECOND_FACTOR, type SecondFactor } from '../../core/admin/back-office';
import { isBackOfficeRole } from '../../core/admin/roles';
import { normalizeEmail } from '../../core/shared/forms';
import type { DB } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { backOfficeCodeMail } from '../mail/templates/account-mails';
import { newCode } from '../auth/codes';
import { verifyPassword } from '../auth/passwords';
import { clearSignInFailures, recordSignInFailure, signInWait } from '../auth/sign-in-guard';
import { hashToken, newToken } from '../auth/tokens';
import { recordAudit } from './audit-log';
import { issueBackOfficeSession } from './back-office-sessions';
import { checkTotp, hasTotp, RECOVERY_CODE, spendRecoveryCode } from './totp';

/*
 * Signing in to the back office: the password, then a second factor, always. The password step
 * answers the same for an unknown address, a wrong password and an account that is not staff or an
 * operator (the same work too: verifyPassword hashes a dummy when there is no account), and counts
 * a failure for the client and the account like the storefront's sign-in (growing waits per
 * client). A right password of a member opens a challenge, a random token only this client gets:
 * the code from the member's TOTP app once one is confirmed, else a 6-digit code mailed to the
 * address. The challenge lasts 10 minutes and dies after 5 wrong codes; the session it opens is
 * the back office's own (backend/admin/back-office-sessions.ts).
 */

export type PasswordStep =
  | { ok: true; challenge: BackOfficeChallenge; email: string }
  | { ok: false; code: 'signin_failed' | 'mail_failed' }
  | { ok: false; code: 'signin_wait'; waitSeconds: number };

export type FactorStep =
  | { ok: true; token: string; userId: number; factor: SecondFactor }
  | { ok: false; code: 'code_wrong' | 'challenge_over' };

const codeHash = (challengeId: string, code: string) => createHash('sha256').update(`${challengeId}:${code}`, 'utf8').digest('base64url');

export async function passwordStep(db: Kysely<DB>, mailer: Mailer, form: { email: string; password: string }, ip: string, now = new Date()): Promise<PasswordStep> {
  const email = normalizeEmail(form.email);
  const wait = await signInWait(db, email, ip, now);
  if (wait > 0) return { ok: false, code: 'signin_wait', waitSeconds: wait };
  const user = await db.selectFrom('users as u').leftJoin('back_office_members as m', 'm.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'm.role', 'u.language', 'u.password_hash', 'u.verified_at']).where('u.email', '=', email).executeTakeFirst();
  const matches = await verifyPassword(user?.password_hash, form.password);
  if (!user || !matches || !isBackOfficeRole(user.role) || !user.verified_at) {
    await recordSignInFailure(db, email, ip, now);
    return { ok: false, code: 'signin_failed' };
  }
  await clearSignInFailures(db, email, ip);
  const factor = (await hasTotp(db, user.id)) ? SECOND_FACTOR.totp : SECOND_FACTOR.mail;
  const challenge = newToken();
  const mailed = factor === SECOND_FACTOR.mail ? newCode() : null;
  const tokenHash = hashToken(challenge);
  await db.insertInto('back_office_challenges').values({
    token_hash: tokenHash, user_id: user.id, factor, code_hash: mailed === null ? null : codeHash(tokenHash, mailed),
    expires_at: new Date(now.getTime() + BACK_OFFICE.challengeSeconds * 1000).toISOString(), created_at: now.toISOString(),
  }).execute();
  if (mailed !== null) {
    try {
      await mailer.send(backOfficeCodeMail({ email: user.email, name: user.name, language: user.language }, mailed));
    } catch {
      return { ok: false, code: 'mail_failed' };
    }
  }
  return { ok: true, challenge: { challenge, factor }, email: user.email };
}

/**
 * The second step: the challenge's code (from the app, a recovery code, or the mailed one). A
 * wrong code counts against the challenge; the right one consumes it (once, whatever races) and
 * opens a back-office session, written to the audit log with the factor used.
 */
export async function factorStep(db: Kysely<DB>, form: { challenge: string; code: string }, ip: string, now = new Date()): Promise<FactorStep> {
  const tokenHash = hashToken(form.challenge);
  const row = await db.selectFrom('back_office_challenges as c').innerJoin('users as u', 'u.id', 'c.user_id').leftJoin('back_office_members as m', 'm.user_id', 'c.user_id')
    .select(['c.id', 'c.user_id', 'c.factor', 'c.code_hash', 'c.attempts', 'c.expires_at', 'u.email', 'm.role'])
    .where('c.token_hash', '=', tokenHash).where('c.consumed_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.attempts >= BACK_OFFICE.challengeAttempts || row.expires_at <= now.toISOString() || !isBackOfficeRole(row.role)) return { ok: false, code: 'challenge_over' };
  const code = form.code.trim();
  let used: SecondFactor | null = null;
  if (row.factor === SECOND_FACTOR.mail) {
    if (/^\d{6}$/.test(code) && row.code_hash === codeHash(tokenHash, code)) used = SECOND_FACTOR.mail;
  } else if (RECOVERY_CODE.test(code)) {
    if (await spendRecoveryCode(db, row.user_id, code, now)) used = SECOND_FACTOR.recovery;
  } else if (await checkTotp(db, row.user_id, code, now)) {
    used = SECOND_FACTOR.totp;
  }
  if (used === null) {
    await db.updateTable('back_office_challenges').set((eb) => ({ attempts: eb('attempts', '+', 1) })).where('id', '=', row.id).execute();
    return { ok: false, code: row.attempts + 1 >= BACK_OFFICE.challengeAttempts ? 'challenge_over' : 'code_wrong' };
  }
  const consumed = await db.updateTable('back_office_challenges').set({ consumed_at: now.toISOString() })
    .where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) return { ok: false, code: 'challenge_over' };
  const token = await issueBackOfficeSession(db, row.user_id, used, now);
  await recordAudit(db, { actor: { id: row.user_id, email: row.email }, action: 'session.sign_in', subject: 'user', subjectId: row.user_id, after: { factor: used }, ip }, now);
  return { ok: true, token, userId: row.user_id, factor: used };
}
