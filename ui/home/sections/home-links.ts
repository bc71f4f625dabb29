import type { Banner } from '../../../core/banners/banner';
import type { Collection, FeaturedBrand, FeaturedCategory } from '../../../core/home/home-data';

/** Language-neutral paths the home sections link to. */
export const flashSalePath = (sale: { id: number }) => `/flash-sale/${sale.id}`;
export const collectionPath = (c: Pick<Collection, 'slug' | 'id'>) => `/${encodeURIComponent(c.slug)}/collection?collection=${c.id}`;
export const categoryPath = (c: Pick<FeaturedCategory, 'slug'>) => `/all/${encodeURIComponent(c.slug)}`;
export const subCategoryPath = (c: Pick<FeaturedCategory, 'slug'>, sub: { slug: string }) => `${categoryPath(c)}/${encodeURIComponent(sub.slug)}`;
export const brandPath = (b: Pick<FeaturedBrand, 'slug' | 'id'>) => `/${encodeURIComponent(b.slug)}/brand?brand=${b.id}`;

/**
 * The stored image name of a site feature's icon. Features name a built-in icon ("truck"); a value
 * that already looks like a path ("feature/truck.svg") is used as it is.
 */
export function featureIconName(image: string | null | undefined): string {
  const name = (image ?? '').trim();
  if (!name) return '';
  return /[./]/.test(name) ? name : `feature/${name}.svg`;
}

/** Consecutive banners of one type form a visual group (the API sends them grouped by type, in display order). */
export function groupBanners<T extends Pick<Banner, 'type'>>(banners: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (const banner of banners) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.type === banner.type) last.push(banner);
    else groups.push([banner]);
  }
  return groups;
}
