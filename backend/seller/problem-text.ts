import { BULK_LIMITS } from '../../core/seller/bulk-stock';
import { SELLER_LIMITS } from '../../core/seller/seller-product';
import { STORE_LIMITS } from '../../core/seller/seller-workspace';
import { centsToAmount } from '../db/money';
import { translate } from '../i18n/server-messages';
import { SELLER_MESSAGES } from './seller-messages';

/**
 * The message of one problem of core's seller rules (`productProblems`, `storeProblems`,
 * `bulkProblems`) or the server's checks, in `language`, its limit filled in: the shop's highest
 * price, the stock's or the threshold's limit (`lowStock`, `low_stock`), the most variants, photos
 * or rows of a bulk save.
 */
export function problemText(language: string, field: string, code: string, vars: Record<string, string | number> = {}): string {
  const max = code === 'price_too_high' ? centsToAmount(SELLER_LIMITS.maxPriceCents).toFixed(2)
    : code === 'invalid_stock' ? (field === 'lowStock' || field === 'low_stock' ? SELLER_LIMITS.maxLowStock : SELLER_LIMITS.maxStock)
      : code === 'too_many_variants' ? SELLER_LIMITS.maxVariants : code === 'too_many_photos' ? SELLER_LIMITS.maxPhotos
        : code === 'too_many_rows' ? BULK_LIMITS.maxRows : STORE_LIMITS.nameMin;
  return translate(SELLER_MESSAGES, code, language, { max, ...vars });
}
