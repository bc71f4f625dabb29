import type { Banner } from '../../core/banners/banner';
import { sourceLink } from './source-link';

/**
 * Where a header or popup banner leads: its source item's link (its own url for type 6, else the
 * listing by slug and id), or home when it has no usable target (no slug, or an unsafe url).
 */
export function bannerHref(banner: Pick<Banner, 'source_type' | 'url' | 'slug' | 'source_id'>): string {
  return sourceLink(banner) ?? '/';
}
