import type { ProductDetail, ReviewsData } from '../../core/product/product-detail';
import { centsToDecimal } from '../../core/shared/cents';
import { advertisedPriceCents, candidateOwnPrices, highestCandidateCents } from '../../core/product/advertised-price';
import { productPath } from '../../core/product/product-path';
import type { PageMeta } from '../app/meta-store';

export interface ProductMetaInput {
  product: ProductDetail;
  reviews: ReviewsData | null;
  /** ISO 4217 code from the shop settings. */
  currency: string;
  /** The large image's URL (CommonStore.imageUrl). */
  imageUrl: (name: string) => string;
  siteName: string;
  now: number;
}

/** Plain text of HTML (descriptions are rich text), squeezed to one line for a meta description. */
export function plainText(html: string | null | undefined, max = 160): string {
  const text = (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The product page's canonical path: `/{slug}/product/{id}`, whatever slug the visitor came by. */
export function productCanonicalPath(product: Pick<ProductDetail, 'slug' | 'id'>): string {
  return productPath(product);
}

/**
 * Title, description, canonical path, image and Product structured data (schema.org: price,
 * currency, availability, rating) of a product page, for the head. The price is the one the page
 * shows before a variant is chosen (the advertised price), the one a search engine should show.
 */
export function productMeta({ product, reviews, currency, imageUrl, siteName, now }: ProductMetaInput): PageMeta {
  // The price the page shows before a choice (decision 0001): an AggregateOffer over the variants
  // a shopper can buy when their prices differ, else the one price.
  const price = advertisedPriceCents(product, product.inventory, now);
  const priceFields = price.from
    ? { '@type': 'AggregateOffer', lowPrice: centsToDecimal(price.unit), highPrice: centsToDecimal(highestCandidateCents(product, product.inventory, now)), offerCount: candidateOwnPrices(product.inventory).length }
    : { '@type': 'Offer', price: centsToDecimal(price.unit) };
  const images = (product.images.length > 0 ? product.images.map((entry) => entry.image) : [product.image]).map(imageUrl);
  const description = plainText(product.meta_description || product.overview || product.description) || product.title;
  const ratingCount = reviews?.total ?? product.review_count;
  const ratingValue = reviews?.average ?? product.rating;
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description,
    image: images,
    sku: product.inventory[0]?.sku || String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    offers: {
      ...priceFields,
      priceCurrency: currency || 'USD',
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...(price.source === 'flash' && product.end_time ? { priceValidUntil: product.end_time.slice(0, 10) } : {}),
      seller: { '@type': 'Organization', name: product.store?.name || siteName },
    },
    ...(ratingCount > 0 && ratingValue > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(ratingValue).toFixed(1), reviewCount: ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return {
    title: product.meta_title || product.title,
    description,
    path: productCanonicalPath(product),
    image: images[0] ?? null,
    type: 'product',
    jsonLd,
  };
}
