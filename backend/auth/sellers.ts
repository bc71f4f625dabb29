import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { MailSink } from '../mail/mailer';
import { sellerApprovedMail } from '../mail/templates/account-mails';

/** A URL slug from a store name: ASCII letters and digits joined by dashes; non-Latin names fall back to "store". */
export function slugify(name: string): string {
  const slug = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return slug || 'store';
}

async function freeSlug(db: Kysely<DB>, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set((await db.selectFrom('stores').select('slug').where('slug', 'like', `${base}%`).execute()).map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * The seller's store, awaiting review: created with the registration, renamed when the seller
 * registers again before verifying. Its slug is unique among all stores.
 */
export async function ensureSellerStore(db: Kysely<DB>, userId: number, storeName: string, email: string, phone: string): Promise<void> {
  const existing = await db.selectFrom('stores').select(['id', 'status']).where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    if (existing.status === 'pending') await db.updateTable('stores').set({ name: storeName, phone, email }).where('id', '=', existing.id).execute();
    return;
  }
  const now = new Date().toISOString();
  for (let attempt = 0; ; attempt++) {
    try {
      const slug = await freeSlug(db, storeName);
      // The image service draws artwork for any store key, so the new store has a logo at once.
      await db.insertInto('stores').values({ user_id: userId, slug, name: storeName, logo: `store/${slug}.svg`, email, phone, status: 'pending', created_at: now }).execute();
      return;
    } catch (error) {
      // Another registration took the same slug in between: pick again.
      if (attempt >= 3) throw error;
    }
  }
}

export type ApproveResult = { ok: true; store: { name: string; slug: string }; alreadyApproved: boolean } | { ok: false; reason: 'no_seller' | 'no_store' | 'not_verified' };

/** The operator approves a seller's store: it goes live and the seller is told in their language. */
export async function approveSeller(db: Kysely<DB>, mail: MailSink, publicUrl: string, email: string): Promise<ApproveResult> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'language', 'role', 'verified_at']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
  if (!user || user.role !== 'seller') return { ok: false, reason: 'no_seller' };
  if (!user.verified_at) return { ok: false, reason: 'not_verified' };
  const store = await db.selectFrom('stores').select(['id', 'name', 'slug', 'status']).where('user_id', '=', user.id).orderBy('id').executeTakeFirst();
  if (!store) return { ok: false, reason: 'no_store' };
  if (store.status === 'approved') return { ok: true, store, alreadyApproved: true };
  // The seller's mail is enqueued with the approval: both or neither.
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('stores').set({ status: 'approved', approved_at: new Date().toISOString() }).where('id', '=', store.id).execute();
    await mail.in(trx).send(sellerApprovedMail({ email: user.email, name: user.name, language: user.language }, store, publicUrl));
  });
  return { ok: true, store, alreadyApproved: false };
}
