import type { Kysely } from 'kysely';
import type { UserProfile } from '../../core/auth/user';
import { normalizeEmail } from '../../core/shared/forms';
import type { ChangePasswordForm, DeleteAccountForm, ProfileForm } from '../../core/account/account-forms';
import type { DB } from '../db/schema';
import { type AuthOutcome, refusal, success } from '../auth/outcome';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { userProfile } from './profiles';

/** The signed-in shopper's own profile: name and phone, password, deleting the account. */
export async function updateProfile(db: Kysely<DB>, userId: number, form: ProfileForm): Promise<AuthOutcome<UserProfile>> {
  await db.updateTable('users').set({ name: form.name, phone: form.phone || null, updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
  const profile = await userProfile(db, userId);
  return profile ? success(profile, 'profile_updated') : refusal('bad_request');
}

/** Changes the password after checking the current one; other devices are signed out, this one stays. */
export async function changePassword(db: Kysely<DB>, userId: number, currentToken: string | null, form: ChangePasswordForm): Promise<AuthOutcome<null>> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash, form.current_password))) return refusal('wrong_password', undefined, 'current_password');
  await db.updateTable('users').set({ password_hash: await hashPassword(form.password), updated_at: new Date().toISOString() }).where('id', '=', userId).execute();
  await revokeOtherSessions(db, userId, currentToken);
  return success(null, 'password_changed');
}

/**
 * Deletes the account after checking the password. Foreign keys remove its addresses, sessions,
 * codes, wish and compare lists, follows, cart and social links; orders stay for the shop's books
 * with their amounts, but lose every personal field and the link to the user.
 */
export async function deleteAccount(db: Kysely<DB>, userId: number, form: DeleteAccountForm): Promise<AuthOutcome<null>> {
  const user = await db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', userId).executeTakeFirst();
  if (!(await verifyPassword(user?.password_hash, form.password)) || !user) return refusal('wrong_password', undefined, 'password');
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('orders')
      .set({ user_id: null, name: '', email: '', phone: '', country: '', state: '', city: '', zip: '', address_1: '', address_2: null, delivery_instruction: null, updated_at: now })
      .where('user_id', '=', userId).execute();
    await trx.deleteFrom('contact_messages').where('user_id', '=', userId).execute();
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', normalizeEmail(user.email)).execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
  });
  return success(null, 'account_deleted');
}
