/**
 * A product page's language-neutral path, `/{slug}/product/{id}` (the `/:main/product/:id` route):
 * the canonical one whatever slug the visitor came by. Tiles, the cart, suggestions, the page head
 * and the sitemap all print it from here.
 */
export function productPath(product: { slug: string; id: number }): string {
  return `/${encodeURIComponent(product.slug)}/product/${product.id}`;
}
