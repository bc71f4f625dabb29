import type { Kysely } from 'kysely';
import type { SignInData, UserProfile } from '../../core/auth/user';
import type { DB } from '../db/schema';
import { findGuestId } from '../auth/caller';
import { cartCountOf } from '../cart/cart-writes';

/** The profile of a user, or null when the account no longer exists. */
export async function userProfile(db: Kysely<DB>, userId: number): Promise<UserProfile | null> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'image', 'role', 'language']).where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const store = user.role === 'seller'
    ? await db.selectFrom('stores').select(['slug', 'name', 'status']).where('user_id', '=', userId).orderBy('id').executeTakeFirst()
    : undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    image: user.image,
    role: user.role === 'seller' ? 'seller' : 'customer',
    language: user.language,
    cart_count: await cartCountOf(db, { userId }),
    is_logged_in: true,
    store: store ? { slug: store.slug, name: store.name, status: store.status === 'approved' ? 'approved' : 'pending' } : null,
  };
}

/** A guest's profile: nobody signed in, but the guest cart's count when the token has one. */
export async function guestProfile(db: Kysely<DB>, guestToken: string | null, language: string): Promise<UserProfile> {
  const guestId = guestToken ? await findGuestId(db, guestToken) : null;
  return {
    id: null, name: '', email: '', phone: null, image: null, role: null, language,
    cart_count: guestId ? await cartCountOf(db, { guestId }) : 0,
    is_logged_in: false,
    store: null,
  };
}

export async function signInData(db: Kysely<DB>, userId: number, token: string): Promise<SignInData> {
  const profile = await userProfile(db, userId);
  if (!profile) throw new Error(`User ${userId} vanished while signing in`);
  return { ...profile, token };
}
