/**
 * The cart as api/v1 sends it (`cart/by-user`, docs/cart-api.md) and the cart-count rules (the
 * count is the sum of the quantities). Money values are API amounts (decimals); `cart-pricing.ts` turns a line into
 * exact cents. The backend builds these same shapes and prices them with the same functions, so the
 * browser and the server can never disagree about a total.
 */
import type { InventoryAttribute } from '../product/product-detail';
import type { ProductTile } from '../product/product-tile';

/** Cart line selection flags: 1 checked, 2 unchecked (`carts.selected`, api/v1 `selected`). */
export const CART_SELECTION = { selected: 1, unselected: 2 } as const;
export const CART_SELECTED = CART_SELECTION.selected;
export const CART_UNSELECTED = CART_SELECTION.unselected;

/** Shipping type of a line: 1 delivery to the address's location, 2 pickup (`shipping_type` of carts and ordered products). */
export const SHIPPING_TYPE = { delivery: 1, pickup: 2 } as const;
export const SHIPPING_DELIVERY = SHIPPING_TYPE.delivery;
export const SHIPPING_PICKUP = SHIPPING_TYPE.pickup;

/** Tax rule: type 1 flat amount per unit, 2 percent of the unit price (`price` 7.5 is 7.5 %). */
export interface CartTaxRule {
  type: number;
  price: number;
}

export interface CartBundleDeal {
  id: number;
  buy: number;
  free: number;
  title: string;
}

/** The product as a cart line carries it: tile fields plus what pricing needs. */
export interface CartProduct extends ProductTile {
  bundle_deal: CartBundleDeal | null;
  tax_rules: CartTaxRule | null;
  shipping_rule_id: number | null;
}

export interface CartInventory {
  id: number;
  /** Units in stock. */
  quantity: number;
  /** Variant price; 0 means the product's price applies. */
  price: number;
  sku: string;
  inventory_attributes: InventoryAttribute[];
}

export interface CartShippingRule {
  id: number;
  title: string;
  /** 1 when charged once per order and shipping type, not per line. */
  single_price: number;
}

/** The place a line ships from or is picked up at, matched to the shopper's address. */
export interface CartShippingPlace {
  id: number;
  shipping_rule_id: number;
  country: string;
  state: string;
  /** Delivery price. */
  price: number;
  pickup_price: number;
  day_needed: number;
  pickup_point: string | null;
  pickup_address_line_1: string | null;
  pickup_address_line_2: string | null;
  pickup_city: string | null;
  pickup_state: string | null;
  pickup_zip: string | null;
  pickup_country: string | null;
  pickup_phone: string | null;
  shipping_rule: CartShippingRule;
}

export interface CartLine {
  id: number;
  product_id: number;
  user_id: number | null;
  inventory_id: number;
  quantity: number;
  /** 1 checked, 2 unchecked. */
  selected: number;
  shipping_place_id: number | null;
  /** 1 delivery, 2 pickup. */
  shipping_type: number;
  flash_product: CartProduct;
  updated_inventory: CartInventory;
  product_images: { id: number; image: string }[];
  /** The matched place, or null when none is chosen or the product cannot ship to the address. */
  shipping_place: CartShippingPlace | null;
}

/** `cart/by-user` data. */
export interface CartData {
  cart: CartLine[];
  /** The buyer's cart count: the sum of quantities. */
  count: number;
}

/** `cart/action` body: `quantity` is a change and may be negative. */
export interface CartActionInput {
  product_id: number;
  inventory_id: number;
  quantity: number;
}

/** `cart/update-shipping` body: the chosen place and type per line, and the address they ship to. */
export interface ShippingChoice {
  shipping_place: number | null;
  shipping_type: number;
}

export function isSelected(line: Pick<CartLine, 'selected'>): boolean {
  return line.selected === CART_SELECTED;
}

/** The count is recomputed as the sum of quantities when the cart loads. */
export function cartCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  let count = 0;
  for (const line of lines) count += line.quantity;
  return count;
}

/** Quantity ordered from the selected lines: what the count falls by after an order. */
export function selectedQuantity(lines: readonly Pick<CartLine, 'quantity' | 'selected'>[]): number {
  return cartCount(lines.filter(isSelected));
}

/** A bundle cart is refetched after a selection change; `cart/change` sends `isBundle`. */
export function hasBundle(lines: readonly Pick<CartLine, 'flash_product'>[]): boolean {
  return lines.some((line) => line.flash_product.bundle_deal !== null);
}
