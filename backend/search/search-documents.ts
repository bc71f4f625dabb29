import type { Kysely } from 'kysely';
import { searchTokens } from '../../core/search/search-text';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import type { SearchDocument } from './search-index.port';

interface Lang {
  id: number;
  code: string;
}

/** Titles of the small catalogue tables by id and language, loaded once per reindex. */
export interface DocumentLookups {
  languages: Lang[];
  defaultLanguage: string;
  brands: Map<number, string[]>;
  categories: Map<number, Map<string, string[]>>;
  subCategories: Map<number, Map<string, string[]>>;
  tags: Map<number, Map<string, string[]>>;
}

/** Loads languages, brands, categories, sub-categories and tags with their folded titles. */
export async function loadLookups(db: Kysely<DB>): Promise<DocumentLookups> {
  const [languages, brands, categories, categoryT, subs, subT, tags, tagT] = await Promise.all([
    db.selectFrom('languages').select(['id', 'code', 'is_default']).orderBy('id').execute(),
    db.selectFrom('brands').select(['id', 'title']).execute(),
    db.selectFrom('categories').select(['id', 'title']).execute(),
    db.selectFrom('category_translations').select(['category_id as id', 'lang', 'title']).execute(),
    db.selectFrom('sub_categories').select(['id', 'title']).execute(),
    db.selectFrom('sub_category_translations').select(['sub_category_id as id', 'lang', 'title']).execute(),
    db.selectFrom('tags').select(['id', 'title']).execute(),
    db.selectFrom('tag_translations').select(['tag_id as id', 'lang', 'title']).execute(),
  ]);
  const codes = languages.map((l) => l.code);
  return {
    languages: languages.map((l) => ({ id: l.id, code: l.code })),
    defaultLanguage: languages.find((l) => Number(l.is_default) === 1)?.code ?? codes[0] ?? 'en',
    brands: new Map(brands.map((b) => [b.id, searchTokens(b.title)])),
    categories: translated(categories, categoryT, codes),
    subCategories: translated(subs, subT, codes),
    tags: translated(tags, tagT, codes),
  };
}

/** id -> language -> folded tokens of the title in that language, falling back to the base title. */
function translated(
  base: readonly { id: number; title: string }[],
  translations: readonly { id: number; lang: string; title: string | null }[],
  codes: readonly string[],
): Map<number, Map<string, string[]>> {
  const out = new Map<number, Map<string, string[]>>();
  for (const row of base) {
    const tokens = searchTokens(row.title);
    out.set(row.id, new Map(codes.map((code) => [code, tokens])));
  }
  for (const t of translations) {
    if (t.title) out.get(t.id)?.set(t.lang, searchTokens(t.title));
  }
  return out;
}

/**
 * The documents of the given products, one per language, for public products only (a private or
 * deleted product has none, so reindexing it removes it from search).
 */
export async function buildDocuments(db: Kysely<DB>, productIds: readonly number[], lookups: DocumentLookups): Promise<SearchDocument[]> {
  if (productIds.length === 0) return [];
  const [products, translations, productTags] = await Promise.all([
    db.selectFrom('products')
      .select(['id', 'title', 'brand_id', 'category_id', 'sub_category_id'])
      .where('id', 'in', productIds)
      .where('status', '=', PUBLIC)
      .orderBy('id')
      .execute(),
    db.selectFrom('product_translations').select(['product_id', 'lang', 'title']).where('product_id', 'in', productIds).execute(),
    db.selectFrom('product_tags').select(['product_id', 'tag_id']).where('product_id', 'in', productIds).execute(),
  ]);
  const titles = new Map<number, Map<string, string>>();
  for (const t of translations) {
    if (!t.title) continue;
    const byLang = titles.get(t.product_id) ?? new Map<string, string>();
    byLang.set(t.lang, t.title);
    titles.set(t.product_id, byLang);
  }
  const tagsOf = new Map<number, number[]>();
  for (const pt of productTags) tagsOf.set(pt.product_id, [...(tagsOf.get(pt.product_id) ?? []), pt.tag_id]);

  const documents: SearchDocument[] = [];
  for (const product of products) {
    const base = searchTokens(product.title);
    const baseKey = base.join(' ');
    for (const lang of lookups.languages) {
      const own = lang.code === lookups.defaultLanguage ? undefined : titles.get(product.id)?.get(lang.code);
      const title = own ? searchTokens(own) : base;
      documents.push({
        productId: product.id,
        lang: lang.code,
        langId: lang.id,
        title,
        alt: title.join(' ') === baseKey ? [] : base,
        brand: product.brand_id === null ? [] : lookups.brands.get(product.brand_id) ?? [],
        category: [
          ...(lookups.categories.get(product.category_id)?.get(lang.code) ?? []),
          ...(product.sub_category_id === null ? [] : lookups.subCategories.get(product.sub_category_id)?.get(lang.code) ?? []),
        ],
        tags: (tagsOf.get(product.id) ?? []).flatMap((tagId) => lookups.tags.get(tagId)?.get(lang.code) ?? []),
      });
    }
  }
  return documents;
}
