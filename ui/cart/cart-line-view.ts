import { isSelected, SHIPPING_PICKUP, type CartLine, type CartShippingPlace } from '../../core/cart/cart';
import { priceLine, pricingLineOf, type LineAmounts } from '../../core/cart/cart-pricing';
import { variantStock } from '../../core/product/product-detail';
import { productPath } from '../../core/product/product-path';

/** What a cart row shows of one line, read off the one pricing truth (amounts in cents). */
export interface LineView {
  line: CartLine;
  title: string;
  path: string;
  image: string | null;
  /** "Colour: Red · Size: M"; empty without attributes. */
  attributes: string;
  unitCents: number;
  amounts: LineAmounts;
  selected: boolean;
  stock: number;
  bundle: { buy: number; free: number } | null;
}

export function lineView(line: CartLine, now: number): LineView {
  const product = line.flash_product;
  const deal = product.bundle_deal;
  const pricing = pricingLineOf(line, now);
  return {
    line,
    title: product.title,
    path: productPath(product),
    image: line.product_images[0]?.image ?? product.image ?? null,
    attributes: line.updated_inventory.inventory_attributes
      .map((entry) => `${entry.attribute_value.attribute.title}: ${entry.attribute_value.title}`)
      .join(' · '),
    unitCents: pricing.unitCents,
    amounts: priceLine(pricing),
    selected: isSelected(line),
    stock: variantStock(line.updated_inventory),
    bundle: deal && deal.buy > 0 && deal.free > 0 ? { buy: deal.buy, free: deal.free } : null,
  };
}

/** Whether the matched place lets the shopper collect the product (a pickup point is set). */
export function offersPickup(place: CartShippingPlace | null): boolean {
  return Boolean(place?.pickup_point);
}

export function isPickup(line: Pick<CartLine, 'shipping_type'>): boolean {
  return line.shipping_type === SHIPPING_PICKUP;
}
