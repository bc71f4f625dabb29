// Which products a listing shows before the shopper's filters: a category, a sub-category, a
// tag, a brand, a collection, some products, or the whole catalogue. Resolving a URL's slugs and
// ids to a scope is where unknown ones become a 404.
import type { Kysely } from 'kysely';
import { MAX_ID } from '../../core/catalogue/listing';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';

export type ProductScope =
  | { kind: 'all' }
  | { kind: 'category'; id: number }
  | { kind: 'sub_category'; id: number }
  | { kind: 'tag'; id: number }
  | { kind: 'brand'; id: number }
  | { kind: 'collection'; id: number }
  | { kind: 'products'; ids: number[] };

/** An id or a slug, as a URL gives it: digits are an id, anything else a slug. Bounded text. */
export interface Ref {
  id: number | null;
  slug: string | null;
}

/** Longest slug looked up: longer text cannot name anything, and is not sent to the database. */
const MAX_SLUG = 200;

export function refOf(value: unknown): Ref | null {
  const raw = Array.isArray(value) ? value[0] : value;
  const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
  if (!text || text.length > MAX_SLUG) return null;
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    return id >= 1 && id <= MAX_ID ? { id, slug: null } : null;
  }
  return { id: null, slug: text };
}

/** A row found by id or slug in one of the slugged tables, public rows only. */
type SluggedTable = 'categories' | 'sub_categories' | 'tags' | 'brands' | 'collections' | 'products';

export async function findPublic(db: Kysely<DB>, table: SluggedTable, ref: Ref, extra?: { slug?: string | null }): Promise<{ id: number; slug: string } | null> {
  let query = db.selectFrom(table).select(['id', 'slug']).where('status', '=', PUBLIC);
  query = ref.id !== null ? query.where('id', '=', ref.id) : query.where('slug', '=', ref.slug ?? '');
  if (extra?.slug) query = query.where('slug', '=', extra.slug);
  return (await query.executeTakeFirst()) ?? null;
}
