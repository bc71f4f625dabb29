// What the product, store and static pages load, run when their feature is bound.
import { LoadProduct } from '../../core/product/load-product';
import { LoadReviews } from '../../core/reviews/load-reviews';
import { LoadStaticPage } from '../../core/pages/load-static-page';
import { LoadStore } from '../../core/stores/load-store';
import { LoadSuggested } from '../../core/product/load-suggested';
import type { Feature } from '../app/features';

export const PRODUCT_LOADS: Feature['loads'] = {
  shop: ({ resolver, language, params, search }) => resolver.get(LoadStore).execute(params.slug, language, search.get('page'), search.get('sortby')),
  page: ({ resolver, language, params }) => resolver.get(LoadStaticPage).execute(params.slug, language),
  product: async ({ resolver, language, params }) => {
    const id = await resolver.get(LoadProduct).execute(params.id, language);
    // Suggestions and reviews are extras: the page shows without them rather than failing.
    await Promise.all([
      resolver.get(LoadSuggested).execute(id, language).catch(() => undefined),
      resolver.get(LoadReviews).execute(id, language).catch(() => undefined),
    ]);
  },
};
