/**
 * Real URLs of a seeded shop for the catalogue figures: listings of several categories, brands and
 * sorts, suggestion prefixes cut from real titles in every language, and one product page.
 */
export interface CatalogueTargets {
  listings: string[];
  suggestions: string[];
  productPath: string;
}

interface Envelope<T> { data: T }
interface Category { slug: string; public_sub_categories?: { slug: string }[] }
interface Tile { id: number; slug: string; title: string }

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'];
const SORTS = ['', 'price_low_to_high', 'price_high_to_low', 'avg_customer_review'];

async function get<T>(url: string, language = 'en'): Promise<T> {
  const response = await fetch(url, { headers: { Language: language } });
  return ((await response.json()) as Envelope<T>).data;
}

export async function catalogueTargets(base: string): Promise<CatalogueTargets> {
  const api = `${base}/api/v1`;
  const list = (await get<{ categories: Category[] }>(`${api}/categories`)).categories.slice(0, 6);
  const brandIds = (await get<{ brands: { id: number }[] }>(`${api}/brands`)).brands.slice(0, 4).map((b) => b.id);
  const listings: string[] = [];
  list.forEach((category, i) => {
    const sort = SORTS[i % SORTS.length];
    listings.push(`${api}/all?category=${category.slug}&page=${1 + (i % 3)}${sort ? `&sortby=${sort}` : ''}`);
    listings.push(`${api}/all?category=${category.slug}&sidebar_data=true`);
    if (brandIds[i % brandIds.length]) listings.push(`${api}/all?category=${category.slug}&brand=${brandIds[i % brandIds.length]}&sortby=price_low_to_high`);
    listings.push(`${api}/all?category=${category.slug}&min=10&max=200&rating=3`);
  });

  const suggestions: string[] = [];
  let productPath = '';
  for (const language of LANGUAGES) {
    const home = await get<{ collections?: { product_collections?: Tile[] }[] }>(`${api}/home`, language);
    const tiles = (home.collections ?? []).flatMap((c) => c.product_collections ?? []).slice(0, 12);
    if (!productPath && tiles[0]) productPath = `/${tiles[0].slug}/product/${tiles[0].id}`;
    for (const tile of tiles) {
      const word = tile.title.split(/\s+/).find((w) => [...w].length >= 4) ?? tile.title;
      for (const cut of [2, 3, 5]) suggestions.push(`${api}/search?q=${encodeURIComponent([...word].slice(0, cut).join(''))}&lang=${language}`);
    }
  }
  return { listings, suggestions, productPath };
}
