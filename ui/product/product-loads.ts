// What the product, store, static and sitemap pages load, run when their feature is bound.
import { LoadProduct } from '../../core/product/load-product';
import { LoadReviews } from '../../core/reviews/load-reviews';
import { LoadStaticPage } from '../../core/pages/load-static-page';
import { LoadSitemap } from '../../core/pages/load-sitemap';
import { LoadStore } from '../../core/stores/load-store';
import { LoadSuggested } from '../../core/product/load-suggested';
import { PrefetchProduct } from '../../core/product/prefetch-product';
import type { Feature } from '../app/features';

export const PRODUCT_LOADS: Feature['loads'] = {
  shop: ({ resolver, language, params, search }) => resolver.get(LoadStore).execute(params.slug, language, search.get('page'), search.get('sortby')),
  page: ({ resolver, language, params }) => resolver.get(LoadStaticPage).execute(params.slug, language),
  sitemap: ({ resolver, language }) => resolver.get(LoadSitemap).execute(language),
  product: async ({ resolver, language, params }) => {
    // All three reads at once (or taken from a prefetch on hover): suggestions and reviews need
    // only the id, not the product's answer. A missing product still fails below, as before.
    resolver.get(PrefetchProduct).execute(params.id, language);
    const id = await resolver.get(LoadProduct).execute(params.id, language);
    // Suggestions and reviews are extras: the page shows without them rather than failing.
    await Promise.all([
      resolver.get(LoadSuggested).execute(id, language).catch(() => undefined),
      resolver.get(LoadReviews).execute(id, language).catch(() => undefined),
    ]);
  },
};

/** Reads a route's data ahead of a likely visit (see `Feature.prefetches`): what the loads above will take. */
export const PRODUCT_PREFETCHES: NonNullable<Feature['prefetches']> = {
  product: ({ resolver, language, params }) => resolver.get(PrefetchProduct).execute(params.id, language),
};
