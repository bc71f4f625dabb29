import type { CartLine } from '../../core/cart/cart';
import { isSelected } from '../../core/cart/cart';
import type { CartFailure } from '../../core/cart/cart-outcome';
import { pricingLineOf, priceLine, priceSelectedLines } from '../../core/cart/cart-pricing';
import { freeDeliveryThreshold } from '../../core/common/free-delivery-setting';
import { parseListingQuery } from '../../core/catalogue/listing';
import { PAYMENT_CASH_ON_DELIVERY } from '../../core/payments/payment-methods';
import { advertisedDisplay, advertisedFromRange } from '../../core/product/advertised-price';
import { variantStock, type InventoryItem, type ProductDetail } from '../../core/product/product-detail';
import { displayPrice } from '../../core/product/pricing';
import { fromCents } from '../../core/shared/cents';
import { formatPrice } from '../../core/shared/money';
import { wholeNumber, type ShopperArguments } from './shopper-arguments';
import { say, type ShopperLanguage } from './shopper-messages';
import type { Shopper } from './shopper-wiring';

/** What a command needs: the shopper, its language, where its lines go. Answers the exit code. */
export interface CommandContext {
  shopper: Shopper;
  language: ShopperLanguage;
  print(line: string): void;
}

const ADDRESS_FLAGS = ['name', 'email', 'phone', 'country', 'state', 'city', 'zip', 'address'] as const;

function price(context: CommandContext, amount: number): string {
  return formatPrice(amount, context.shopper.common.data?.setting);
}

function failed(context: CommandContext, outcome: CartFailure): number {
  context.print(outcome.code === 'refused' ? outcome.message : say(context.language, outcome.code));
  return 1;
}

/** `search <words>`: the products the shop's search finds, with their advertised prices. */
export async function search(context: CommandContext, { words }: ShopperArguments): Promise<number> {
  const { shopper, language, print } = context;
  const q = words.join(' ').trim();
  await shopper.loadCommon.execute(language);
  await shopper.loadListing.execute({ scope: { kind: 'search', q }, query: parseListingQuery(new URLSearchParams()) }, language);
  const tiles = shopper.listing.result?.result.data ?? [];
  if (tiles.length === 0) {
    print(say(language, 'none_found', { q }));
    return 0;
  }
  print(say(language, 'found', { q, count: shopper.listing.result?.result.total ?? tiles.length }));
  const now = Date.now();
  for (const tile of tiles) {
    const { current, from } = advertisedDisplay(advertisedFromRange(tile, tile.variant_low, tile.variant_high, now));
    const shown = from ? say(language, 'from', { price: price(context, current) }) : price(context, current);
    const soldOut = tile.in_stock === 0 ? `  ${say(language, 'sold_out')}` : '';
    print(`  #${tile.id}  ${tile.title}  ${shown}${soldOut}`);
  }
  return 0;
}

function variantName(variant: Pick<InventoryItem, 'inventory_attributes' | 'sku'>): string {
  const values = variant.inventory_attributes.map((entry) => entry.attribute_value.title);
  return values.length > 0 ? values.join(' / ') : variant.sku;
}

function listVariants(context: CommandContext, product: ProductDetail): void {
  const now = Date.now();
  context.print(say(context.language, 'choose_variant', { title: product.title }));
  for (const variant of product.inventory) {
    const stock = variantStock(variant);
    const state = stock > 0 ? say(context.language, 'stock', { count: stock }) : say(context.language, 'sold_out');
    context.print(`  --variant ${variant.id}  ${variantName(variant)}  ${price(context, displayPrice(product, variant, now).current)}  (${state})`);
  }
}

/** `add <product id> [quantity] [--variant <id>]`: puts units of a variant in the guest's cart. */
export async function add(context: CommandContext, { words, flags }: ShopperArguments): Promise<number> {
  const { shopper, language, print } = context;
  const [idText, quantityText = '1'] = words;
  const id = wholeNumber(idText);
  const quantity = wholeNumber(quantityText);
  if (id === null || quantity === null) {
    print(say(language, 'not_a_number', { value: id === null ? idText ?? '' : quantityText }));
    return 2;
  }
  await shopper.loadCommon.execute(language);
  const product = await shopper.products.fetchProduct(id, language, null);
  let variant: InventoryItem | null = null;
  if (flags.variant !== undefined) {
    variant = product.inventory.find((item) => item.id === wholeNumber(flags.variant)) ?? null;
    if (!variant) {
      print(say(language, 'unknown_variant', { id, variant: flags.variant }));
      return 1;
    }
  } else if (product.inventory.length === 1) {
    variant = product.inventory[0]!;
  } else {
    listVariants(context, product);
    return 1;
  }
  // The cart as it is, so the quantity is checked against what it already holds (as on the page);
  // a guest without a token yet has none.
  if (shopper.guest.current()) await shopper.loadCart.execute(language);
  const outcome = await shopper.addToCart.execute({ product_id: product.id, inventory_id: variant.id, quantity, stock: variantStock(variant) }, language);
  if (!outcome.ok) return failed(context, outcome);
  print(say(language, 'added', { title: product.title, quantity }));
  return 0;
}

function lineText(context: CommandContext, line: CartLine, now: number): string {
  const amounts = priceLine(pricingLineOf(line, now));
  const variant = line.updated_inventory.inventory_attributes.length > 0 ? ` (${variantName(line.updated_inventory)})` : '';
  const selected = isSelected(line) ? '' : `  ${say(context.language, 'not_selected')}`;
  return `  ${line.flash_product.title}${variant} × ${line.quantity}  ${price(context, fromCents(amounts.subtotal))}${selected}`;
}

/** `cart`: the guest's lines and the totals of the selected ones. */
export async function cart(context: CommandContext): Promise<number> {
  const { shopper, language, print } = context;
  await shopper.loadCommon.execute(language);
  if (shopper.guest.current()) await shopper.loadCart.execute(language);
  const lines = shopper.cart.lines;
  if (lines.length === 0) {
    print(say(language, 'cart_empty'));
    return 0;
  }
  const now = Date.now();
  print(say(language, 'cart_title'));
  for (const line of lines) print(lineText(context, line, now));
  const { totals } = priceSelectedLines(lines, now, 0, freeDeliveryThreshold(shopper.common.data?.setting.free_delivery_over));
  print(`${say(language, 'subtotal')}: ${price(context, fromCents(totals.subtotal))}`);
  if (totals.bundleOffer > 0) print(`${say(language, 'bundle_offer')}: -${price(context, fromCents(totals.bundleOffer))}`);
  if (totals.tax > 0) print(`${say(language, 'tax')}: ${price(context, fromCents(totals.tax))}`);
  print(`${say(language, 'total')}: ${price(context, fromCents(totals.total))}`);
  return 0;
}

/**
 * `order --name … --address …`: saves the guest's address, matches the cart to it and places the
 * selected lines as one order, cash on delivery (the checkout page's steps, in one go).
 */
export async function order(context: CommandContext, { flags }: ShopperArguments): Promise<number> {
  const { shopper, language, print } = context;
  const missing = ADDRESS_FLAGS.filter((flag) => !flags[flag]?.trim());
  if (missing.length > 0) {
    print(say(language, 'missing', { flags: missing.map((flag) => `--${flag}`).join(', ') }));
    return 2;
  }
  await shopper.loadCommon.execute(language);
  const { address } = await shopper.saveAddress.execute({
    name: flags.name!, email: flags.email!, phone: flags.phone!, country: flags.country!, state: flags.state!, city: flags.city!, zip: flags.zip!,
    address_1: flags.address!, address_2: flags.address2 ?? null,
  }, language);
  await shopper.loadCart.execute(language, address.id);
  await shopper.loadPaymentMethods.execute(language);
  if (!shopper.cart.paymentMethods?.some((method) => method.method === PAYMENT_CASH_ON_DELIVERY)) {
    print(say(language, 'no_cod'));
    return 1;
  }
  shopper.cart.setPaymentMethod(PAYMENT_CASH_ON_DELIVERY);
  if (flags.note) shopper.cart.setDeliveryInstruction(flags.note);
  const outcome = await shopper.placeOrder.execute(language, Intl.DateTimeFormat().resolvedOptions().timeZone);
  if (!outcome.ok) return failed(context, outcome);
  print(say(language, 'order_placed', { code: outcome.order.order, amount: price(context, outcome.order.amount) }));
  if (outcome.order.awaiting_confirmation) print(say(language, 'awaiting', { email: outcome.order.email }));
  return 0;
}
