import { SourceType, type SourceItem } from '../../core/catalogue/source-item';

/** Schemes an admin-entered URL may use; anything else (javascript:, data:) would run in the shopper's page. */
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/**
 * Where a slide, banner or other source item leads, as a language-neutral path or an absolute URL,
 * or null when it leads nowhere (missing slug or url, or an unsafe url).
 * Type 6 (url) links to its own url; type 1 (categories) to the category listing; every other
 * source to the product listing filtered by that source.
 */
export function sourceLink(item: Pick<SourceItem, 'source_type' | 'url' | 'slug' | 'source_id'>): string | null {
  const type = Number(item.source_type);
  if (type === SourceType.url) {
    const url = item.url?.trim();
    return url && SAFE_URL.test(url) ? url : null;
  }
  const slug = item.slug?.trim();
  if (!slug) return null;
  if (type === SourceType.categories) return `/all/${encodeURIComponent(slug)}`;
  if (item.source_id == null) return `/${encodeURIComponent(slug)}/products`;
  return `/${encodeURIComponent(slug)}/products?home_spm=${encodeURIComponent(String(item.source_id))}`;
}
