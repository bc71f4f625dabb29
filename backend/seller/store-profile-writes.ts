import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { PUBLICATIONS, type Publication } from '../../core/seller/seller-product';
import type { SellerStore, StoreProfileInput } from '../../core/seller/seller-workspace';
import { announceChange } from '../cache/cache-changes';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { writeTransaction } from '../db/write-transaction';
import { safeShopText } from '../http/shop-html';
import { standingOf } from './seller-guard';

/** Whether a stored photo is in the uploads folder (a name that matches the pattern but was never uploaded is refused). */
export async function photoExists(uploadsDir: string, name: string): Promise<boolean> {
  return access(join(uploadsDir, name)).then(() => true, () => false);
}

/** A drawn logo (`store/{slug}.svg`, made at sign-up) is no photo the seller chose: the form shows none. */
const isUploaded = (name: string | null) => (name !== null && name.startsWith('stores/') ? name : null);

/**
 * `GET seller/store`: the seller's store whatever its standing, its profile with its description
 * in every language (the default language's in the base row, the others in store_translations),
 * its products counted by state, and how many variants are at or under their product's low-stock
 * threshold.
 */
export async function loadSellerStore(db: Kysely<DB>, storeId: number, languages: readonly string[], defaultLanguage: string): Promise<SellerStore> {
  const [store, translations, counts, low] = await Promise.all([
    db.selectFrom('stores as s').innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.name', 's.slug', 's.status', 's.refused_at', 's.refusal_reason', 's.version', 's.description', 's.phone', 's.email', 's.address', 's.logo', 's.banner_image', 'u.verified_at'])
      .where('s.id', '=', storeId).executeTakeFirstOrThrow(),
    db.selectFrom('store_translations').select(['lang', 'description']).where('store_id', '=', storeId).execute(),
    db.selectFrom('products').select(['publication', (eb) => eb.fn.countAll<number | string>().as('n')]).where('store_id', '=', storeId).groupBy('publication').execute(),
    db.selectFrom('inventories as i').innerJoin('products as p', 'p.id', 'i.product_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('p.store_id', '=', storeId).where('p.low_stock', '>', 0).whereRef('i.quantity', '<=', 'p.low_stock').executeTakeFirst(),
  ]);
  const byState = Object.fromEntries(PUBLICATIONS.map((state) => [state, 0])) as Record<Publication, number>;
  for (const row of counts) if (row.publication in byState) byState[row.publication] = Number(row.n);
  const descriptions: Record<string, string> = {};
  for (const language of languages) {
    descriptions[language] = language === defaultLanguage ? store.description ?? '' : translations.find((t) => t.lang === language)?.description ?? '';
  }
  return {
    id: store.id, name: store.name, slug: store.slug, standing: standingOf(store), refusalReason: store.refusal_reason,
    verified: store.verified_at !== null, version: store.version,
    profile: {
      name: store.name, descriptions, phone: store.phone ?? '', email: store.email ?? '', address: store.address ?? '',
      logo: isUploaded(store.logo), banner: isUploaded(store.banner_image),
    },
    counts: { ...byState, lowStock: Number(low?.n ?? 0) },
  };
}

export type StoreSaveResult = { ok: true; version: number } | { ok: false; reason: 'stale' };

/**
 * Saves the store's profile read at `version` (checked by core's `storeProblems` first): its name
 * (the slug, its address, never changes), its description per language (sanitized like every shop
 * text; the default language's in the base row), its contact, and its logo and banner photos (no
 * logo: the drawn one). Every process drops its caches (the store's name is on its products'
 * pages and tiles); the caller tells its own after the commit.
 */
export async function saveStoreProfile(
  db: Kysely<DB>, dialect: DialectName, storeId: number, version: number, input: StoreProfileInput, languages: readonly string[], defaultLanguage: string,
): Promise<StoreSaveResult> {
  return writeTransaction(db, dialect, async (trx): Promise<StoreSaveResult> => {
    const store = await trx.selectFrom('stores').select(['slug', 'version']).where('id', '=', storeId).executeTakeFirst();
    if (!store || store.version !== version) return { ok: false, reason: 'stale' };
    const text = (value: string) => (value.trim() === '' ? null : value.trim());
    const description = (language: string) => {
      const value = text(input.descriptions[language] ?? '');
      return value === null ? null : safeShopText(value);
    };
    const updated = await trx.updateTable('stores').set({
      name: input.name.trim(), description: description(defaultLanguage), phone: text(input.phone), email: text(input.email), address: text(input.address),
      logo: input.logo ?? `store/${store.slug}.svg`, banner_image: input.banner, version: version + 1,
    }).where('id', '=', storeId).where('version', '=', version).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    await trx.deleteFrom('store_translations').where('store_id', '=', storeId).execute();
    const rows = languages.filter((language) => language !== defaultLanguage && description(language) !== null)
      .map((language) => ({ store_id: storeId, lang: language, description: description(language) }));
    if (rows.length > 0) await trx.insertInto('store_translations').values(rows).execute();
    await announceChange(trx, dialect, { scope: 'shop' });
    return { ok: true, version: version + 1 };
  });
}
