import type { ListingRequest } from '../../core/catalogue/listing-request';
import type { CategoryWithChildren, ListingResult, SourceListingResult } from '../../core/catalogue/listing';

export interface Crumb {
  title: string;
  /** Language-neutral path, or null for the current page. */
  to: string | null;
}

export interface ListingHeading {
  /** The page title; null when the UI supplies a translated one (search, hot deals). */
  title: string | null;
  crumbs: Crumb[];
  /** Links one level down (sub-categories of the category shown). */
  children: Crumb[];
}

const categoryPath = (c: Pick<CategoryWithChildren, 'slug'>) => `/all/${encodeURIComponent(c.slug)}`;

/** The title, breadcrumb and child links of a listing, from what the API answered. */
export function listingHeading(request: ListingRequest, result: ListingResult | SourceListingResult): ListingHeading {
  const { scope } = request;
  const category = result.category;
  if (scope.kind === 'category' && category) {
    const sub = scope.subCategory ? category.child.find((c) => c.slug === scope.subCategory) : undefined;
    const crumbs: Crumb[] = [{ title: category.title, to: sub ? categoryPath(category) : null }];
    if (sub) crumbs.push({ title: sub.title, to: null });
    const children = sub ? [] : category.child.map((c) => ({ title: c.title, to: `${categoryPath(category)}/${encodeURIComponent(c.slug)}` }));
    return { title: sub?.title ?? category.title, crumbs, children };
  }
  if (scope.kind === 'source') {
    const source = 'source' in result ? result.source : undefined;
    const title = source?.title || category?.title || scope.main;
    const children = category ? category.child.map((c) => ({ title: c.title, to: `${categoryPath(category)}/${encodeURIComponent(c.slug)}` })) : [];
    return { title, crumbs: [{ title, to: null }], children };
  }
  return { title: null, crumbs: [], children: [] };
}
