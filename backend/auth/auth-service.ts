import type { Kysely } from 'kysely';
import { AUTH, type SignInData } from '../../core/auth/user';
import type { ResetPasswordForm, SignInCodeForm, SignInForm, SignUpForm, VerifyForm } from '../../core/auth/auth-forms';
import type { SignInChallenge } from '../../core/auth/user';
import { normalizeEmail } from '../../core/shared/forms';
import type { DB } from '../db/schema';
import { accountExistsMail, passwordResetCodeMail, signInCodeMail, verificationCodeMail } from '../mail/templates/account-mails';
import type { MailMessage, Mailer } from '../mail/mailer';
import { consumeCode, hasLiveCode, issueCode } from './codes';
import { moveGuestToUser } from './guest-merge';
import { type AuthOutcome, refusal, success } from './outcome';
import { hashPassword, verifyPassword } from './passwords';
import { signInData } from '../account/profiles';
import { issueSession, revokeOtherSessions } from './sessions';
import { ensureSellerStore } from './sellers';
import { accountNeedsCode, clearSignInFailures, recordSignInFailure } from './sign-in-guard';
import { signInChallenge } from './sign-in-challenges';
import { hit } from './throttle';
import { SIGN_IN_THROTTLE } from '../../core/auth/sign-in-throttle';
import { hashToken, newToken } from './tokens';

export interface AccountDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  publicUrl: string;
  log?: (line: string) => void;
}

type Role = 'customer' | 'seller';

async function findUser(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

async function send(deps: AccountDeps, message: MailMessage): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    return true;
  } catch (error) {
    deps.log?.(`Mail to ${message.to} failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/** A code's purpose with the digest of its challenge (backend/auth/codes.ts). */
const purposeOf = <P extends 'verify_email' | 'reset_password' | 'sign_in'>(purpose: P, challenge: string) => `${purpose}:${hashToken(challenge)}` as const;

/**
 * Whether one more code may be mailed to the account this hour (AUTH.codeMailsPerHour), counted
 * across every client: past it the answer stays the same and nothing is mailed, so no script can
 * fill an inbox, while the per-client limits (backend/auth/throttle.ts) never refuse the owner
 * for another client's requests.
 */
async function mayMailCode(db: Kysely<DB>, email: string): Promise<boolean> {
  const mailed = await hit(db, `code_mail:account:${normalizeEmail(email)}`, 3_600);
  return mailed.hits <= AUTH.codeMailsPerHour;
}

/**
 * Registers (or, for an address not yet verified, re-registers with the new name and password) and
 * mails a code bound to the challenge in the answer. An address that already has a verified
 * account gets a notice mail instead and the answer has the same shape (a challenge no code has),
 * so sign-up does not reveal which addresses are registered.
 */
export async function signUp(deps: AccountDeps, form: SignUpForm, language: string, seller?: { storeName: string; phone: string }): Promise<AuthOutcome<{ email: string; challenge: string }>> {
  const email = normalizeEmail(form.email);
  const challenge = newToken();
  // Hashed before looking the address up so both branches take the same time.
  const passwordHash = await hashPassword(form.password);
  const role: Role = seller ? 'seller' : 'customer';
  const now = new Date().toISOString();
  await deps.db.insertInto('users')
    .values({ name: form.name, email, password_hash: passwordHash, role, language, phone: seller?.phone ?? null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const user = (await findUser(deps.db, email))!;
  const mailable = await mayMailCode(deps.db, email);
  if (user.verified_at) {
    const sent = mailable ? await send(deps, accountExistsMail({ email, name: user.name, language: user.language }, deps.publicUrl)) : true;
    return sent ? success({ email, challenge }, 'code_sent', { email }) : refusal('mail_failed');
  }
  if (user.password_hash !== passwordHash) {
    await deps.db.updateTable('users')
      .set({ name: form.name, password_hash: passwordHash, language, updated_at: now, ...(seller ? { role, phone: seller.phone } : {}) })
      .where('id', '=', user.id).execute();
  }
  if (seller) await ensureSellerStore(deps.db, user.id, seller.storeName, email, seller.phone);
  if (!mailable) return success({ email, challenge }, 'code_sent', { email });
  const code = await issueCode(deps.db, user.id, purposeOf('verify_email', challenge));
  const sent = await send(deps, verificationCodeMail({ email, name: form.name, language }, code));
  return sent ? success({ email, challenge }, 'code_sent', { email }) : refusal('mail_failed');
}

/** Proves the address with the mailed code and the challenge of its sign-up, and signs the new account in. */
export async function verifyEmail(deps: AccountDeps, form: VerifyForm, guestToken: string | null, role?: Role): Promise<AuthOutcome<SignInData>> {
  const user = await findUser(deps.db, form.email);
  if (!user || user.verified_at || (role && user.role !== role)) return refusal('code_invalid', undefined, 'code');
  const check = await consumeCode(deps.db, user.id, purposeOf('verify_email', form.challenge), form.code);
  if (check === 'expired') return refusal('code_expired', undefined, 'code');
  if (check !== 'ok') return refusal('code_invalid', undefined, 'code');
  if (user.blocked_at) return refusal('account_blocked');
  await deps.db.updateTable('users').set({ verified_at: new Date().toISOString() }).where('id', '=', user.id).execute();
  const token = await issueSession(deps.db, user.id);
  await moveGuestToUser(deps.db, guestToken, user.id);
  return success(await signInData(deps.db, user.id, token), 'verified');
}

/**
 * Signs in. Unknown address and wrong password get the same message after the same work, and both
 * count a failure for this client and the account (core/auth/sign-in-throttle.ts). The right
 * password on an unverified account mails a fresh code and asks to verify first. Past the account's
 * ceiling of failures, every attempt (unknown address, wrong or right password, blocked or
 * unverified account) gets the same answer: the challenge of this account and client, and a message
 * that a code goes to the mailbox if the password is right. Only a right password of a usable
 * account has a code mailed (bound to that challenge), at most one live code per account, no second
 * mail while this client's code lives, and at most SIGN_IN_THROTTLE.codesPerWindow an hour.
 */
export async function signIn(deps: AccountDeps, form: SignInForm, guestToken: string | null, ip: string): Promise<AuthOutcome<SignInData | SignInChallenge>> {
  const email = normalizeEmail(form.email);
  const user = await findUser(deps.db, email);
  const matches = await verifyPassword(user?.password_hash, form.password);
  if (await accountNeedsCode(deps.db, email)) {
    const challenge = await signInChallenge(deps.db, email, ip);
    if (user && matches) {
      if (user.verified_at && !user.blocked_at) await mailSignInCode(deps, user, challenge);
    } else {
      await recordSignInFailure(deps.db, email, ip);
    }
    return success({ code_required: true as const, email, challenge }, 'signin_code_sent', { email });
  }
  if (!user || !matches) {
    await recordSignInFailure(deps.db, email, ip);
    return refusal('signin_failed');
  }
  // A blocked customer is told so, after the right password only: nothing is revealed to a guesser.
  if (user.blocked_at) return refusal('account_blocked');
  // Not verified yet: a code is entered with its sign-up's challenge, so signing up again (which
  // keeps the account and mails a new code) is the way on.
  if (!user.verified_at) return refusal('verify_first', { email: user.email });
  await clearSignInFailures(deps.db, email, ip);
  const token = await issueSession(deps.db, user.id);
  await moveGuestToUser(deps.db, guestToken, user.id);
  return success(await signInData(deps.db, user.id, token), 'signed_in');
}

/**
 * The sign-in code for this challenge, mailed once: nothing when this client's code still lives
 * (its mail is in the inbox) or when the account has had its codes for the hour; else a new code,
 * which ends any other live sign-in code of the account. A mail that fails is logged, never told:
 * the answer must not differ from a wrong password's.
 */
async function mailSignInCode(deps: AccountDeps, user: { id: number; email: string; name: string; language: string }, challenge: string): Promise<void> {
  const purpose = signInPurpose(challenge);
  if (await hasLiveCode(deps.db, user.id, purpose)) return;
  const issued = await hit(deps.db, `signin_code:account:${user.email}`, SIGN_IN_THROTTLE.accountWindowSeconds);
  if (issued.hits > SIGN_IN_THROTTLE.codesPerWindow) return;
  const code = await issueCode(deps.db, user.id, purpose);
  await send(deps, signInCodeMail({ email: user.email, name: user.name, language: user.language }, code));
}

/** A sign-in code is looked up by its challenge: whoever lacks the challenge cannot even spend its tries. */
const signInPurpose = (challenge: string) => purposeOf('sign_in', challenge);

/** The second step past the account's ceiling: the mailed code with the challenge of the first. */
export async function signInWithCode(deps: AccountDeps, form: SignInCodeForm, guestToken: string | null, ip: string): Promise<AuthOutcome<SignInData>> {
  const email = normalizeEmail(form.email);
  const user = await findUser(deps.db, email);
  if (!user?.verified_at) return refusal('code_invalid', undefined, 'code');
  const check = await consumeCode(deps.db, user.id, signInPurpose(form.challenge), form.code);
  if (check === 'expired') return refusal('code_expired', undefined, 'code');
  if (check !== 'ok') return refusal('code_invalid', undefined, 'code');
  // Told only to whoever holds the code, like the password step.
  if (user.blocked_at) return refusal('account_blocked');
  await clearSignInFailures(deps.db, email, ip);
  const token = await issueSession(deps.db, user.id);
  await moveGuestToUser(deps.db, guestToken, user.id);
  return success(await signInData(deps.db, user.id, token), 'signed_in');
}

/**
 * Mails a reset code bound to the challenge in the answer when the account exists; the answer never
 * says whether it does (a challenge either way, after the same awaited work).
 */
export async function forgotPassword(deps: AccountDeps, email: string): Promise<AuthOutcome<{ challenge: string }>> {
  const challenge = newToken();
  const user = await findUser(deps.db, email);
  // Seeded demo people ('!seed:no-login') have no password and must never gain one.
  if (user && !user.password_hash.startsWith('!')) {
    // Neither the code nor its mail is awaited: writing the code took 1-2 ms that only a known
    // address spent, and the answer's time would tell which addresses have accounts. Both callers
    // now wait for the same work (finding the address), whatever it finds.
    void mayMailCode(deps.db, user.email)
      .then(async (mailable) => {
        if (!mailable) return;
        const code = await issueCode(deps.db, user.id, purposeOf('reset_password', challenge));
        await send(deps, passwordResetCodeMail({ email: user.email, name: user.name, language: user.language }, code));
      })
      .catch((error: unknown) => deps.log?.(`Reset code for user ${user.id} failed: ${error instanceof Error ? error.message : String(error)}`));
  }
  return success({ challenge }, 'forgot_sent', { email: normalizeEmail(email) });
}

/** Sets a new password with the mailed code and its challenge; every session of the account is signed out. */
export async function resetPassword(deps: AccountDeps, form: ResetPasswordForm): Promise<AuthOutcome<null>> {
  const user = await findUser(deps.db, form.email);
  if (!user || user.password_hash.startsWith('!')) return refusal('code_invalid', undefined, 'code');
  const check = await consumeCode(deps.db, user.id, purposeOf('reset_password', form.challenge), form.code);
  if (check === 'expired') return refusal('code_expired', undefined, 'code');
  if (check !== 'ok') return refusal('code_invalid', undefined, 'code');
  const now = new Date().toISOString();
  // The code proved the mailbox, so an account still waiting for verification is verified too.
  await deps.db.updateTable('users')
    .set({ password_hash: await hashPassword(form.password), verified_at: user.verified_at ?? now, updated_at: now })
    .where('id', '=', user.id).execute();
  await revokeOtherSessions(deps.db, user.id, null);
  return success(null, 'password_reset');
}
