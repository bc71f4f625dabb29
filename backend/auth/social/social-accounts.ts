import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { revokeOtherSessions } from '../sessions';

/** Stored instead of a password hash: never an argon2 hash, so password sign-in cannot match it. */
export const SOCIAL_ONLY_PASSWORD = '!social:no-password';

export interface SocialIdentity {
  provider: string;
  /** The provider's stable subject (`sub`). */
  subject: string;
  /** Lower-cased, verified by the provider. */
  email: string;
  name: string;
  /** Language of the sign-in, for an account created now. */
  language: string;
}

/**
 * The account a provider's identity signs in to: the one linked to (provider, sub); else the
 * account with the same e-mail, which gets linked; else a new verified customer. Runs in one
 * transaction; if a parallel sign-in created the same row first, the lookup is tried once more.
 */
export async function accountForIdentity(db: Kysely<DB>, identity: SocialIdentity, now = new Date()): Promise<number> {
  try {
    return await db.transaction().execute((trx) => resolve(trx, identity, now));
  } catch (error) {
    const again = await db.transaction().execute((trx) => resolve(trx, identity, now, false)).catch(() => null);
    if (again === null) throw error;
    return again;
  }
}

async function resolve(trx: Transaction<DB>, identity: SocialIdentity, now: Date, mayCreate = true): Promise<number> {
  const linked = await trx.selectFrom('social_identities').select('user_id')
    .where('provider', '=', identity.provider).where('subject', '=', identity.subject).executeTakeFirst();
  if (linked) return linked.user_id;

  const stamp = now.toISOString();
  const existing = await trx.selectFrom('users').select(['id', 'verified_at']).where('email', '=', identity.email).executeTakeFirst();
  let userId: number;
  if (existing) {
    userId = existing.id;
    if (existing.verified_at === null) {
      // Nobody proved this address before; the provider just did. Whoever registered it unverified
      // may not own it, so the password they chose (and any session) stops working.
      await trx.updateTable('users').set({ verified_at: stamp, password_hash: SOCIAL_ONLY_PASSWORD, updated_at: stamp }).where('id', '=', userId).execute();
      await revokeOtherSessions(trx, userId, null, now);
    }
  } else {
    if (!mayCreate) throw new Error('social account vanished during a retried sign-in');
    const created = await trx.insertInto('users').values({
      name: identity.name,
      email: identity.email,
      password_hash: SOCIAL_ONLY_PASSWORD,
      role: 'customer',
      verified_at: stamp,
      language: identity.language,
      created_at: stamp,
      updated_at: stamp,
    }).returning('id').executeTakeFirstOrThrow();
    userId = created.id;
  }
  await trx.insertInto('social_identities').values({ user_id: userId, provider: identity.provider, subject: identity.subject, created_at: stamp }).execute();
  return userId;
}
