import { injectable } from 'inversify';
import { makeAutoObservable, observable } from 'mobx';
import type { ProductState } from '../../core/product/product-state.port';
import { findVariant, variantStock, type InventoryItem, type ProductDetail, type ReviewsData, type SuggestedProducts } from '../../core/product/product-detail';
import { quantityProblem, MAX_LINE_QUANTITY, type QuantityProblem } from '../../core/cart/line-quantity';
import { displayPrice, type DisplayPrice } from '../../core/product/pricing';
import { advertisedDisplay, advertisedPriceCents, type AdvertisedDisplay } from '../../core/product/advertised-price';
import type { Hydratable } from '../app/hydratable';

/** The validated line a purchase button hands to the cart (the cart issue provides the use case). */
export interface PurchaseLine {
  productId: number;
  inventoryId: number;
  quantity: number;
}

/**
 * The product screen: the product, its suggestions and reviews, and the shopper's choices on it
 * (one value per attribute group, the quantity, the image shown) with the rules they obey.
 * Kept small and free of view code: it is wired at start-up, the page itself is a lazy chunk.
 */
@injectable()
export class ProductViewModel implements ProductState, Hydratable {
  product: ProductDetail | null = null;
  language: string | null = null;
  suggested: SuggestedProducts | null = null;
  suggestedFor: string | null = null;
  reviews: ReviewsData | null = null;
  reviewsFor: string | null = null;
  /** Attribute id → chosen value id. */
  selection: Record<number, number | null> = {};
  quantity = 1;
  /** The quantity rule the last action broke, shown under the stepper. */
  problem: QuantityProblem | null = null;
  imageIndex = 0;

  constructor() {
    // Payloads are replaced whole (see setWishlisted), never edited in place: references, not deep observables.
    makeAutoObservable(this, { product: observable.ref, suggested: observable.ref, reviews: observable.ref });
  }

  setProduct(product: ProductDetail, language: string): void {
    const other = this.product?.id !== product.id;
    this.product = product;
    this.language = language;
    if (other) {
      this.suggested = null;
      this.suggestedFor = null;
      this.reviews = null;
      this.reviewsFor = null;
    }
    this.selection = Object.fromEntries(product.attribute.map((group) => [group.id, null]));
    this.quantity = 1;
    this.problem = null;
    this.imageIndex = 0;
  }

  setSuggested(suggested: SuggestedProducts, key: string): void {
    this.suggested = suggested;
    this.suggestedFor = key;
  }

  setReviews(reviews: ReviewsData, key: string): void {
    this.reviews = reviews;
    this.reviewsFor = key;
  }

  setWishlisted(wishlisted: boolean): void {
    if (this.product) this.product = { ...this.product, wishlisted: wishlisted ? 1 : null };
  }

  setCompared(compared: boolean): void {
    if (this.product) this.product = { ...this.product, compared: compared ? 1 : null };
  }

  /** Whether the product asks the shopper to choose attributes at all. */
  get hasAttributes(): boolean {
    return (this.product?.attribute.length ?? 0) > 0;
  }

  /** The inventory the choice points at; a product without attributes has its one inventory. */
  get variant(): InventoryItem | null {
    const product = this.product;
    if (!product) return null;
    if (!this.hasAttributes) return product.inventory[0] ?? null;
    return findVariant(product.inventory, this.selection);
  }

  /** Stock of the chosen variant, or null while not every attribute is chosen. */
  get stock(): number | null {
    const variant = this.variant;
    if (variant) return variantStock(variant);
    return this.hasAttributes ? null : 0;
  }

  /** Whether anything can be bought: the chosen variant's stock, or before a choice any variant's. */
  get inStock(): boolean {
    if (this.stock !== null) return this.stock > 0;
    return (this.product?.inventory ?? []).some((item) => variantStock(item) > 0);
  }

  /**
   * Current, struck previous price and discount for the chosen variant; before a choice, the
   * advertised price the tile showed: the cheapest variant a shopper can buy, "from" when the
   * variants' prices differ (decision 0001).
   */
  get price(): AdvertisedDisplay | null {
    const product = this.product;
    if (!product) return null;
    const variant = this.variant;
    if (variant) return { ...displayPrice(product, variant, Date.now()), from: false };
    return advertisedDisplay(advertisedPriceCents(product, product.inventory, Date.now()));
  }

  /** The price and stock a variant would have: what each option shows. */
  variantPrice(item: InventoryItem): DisplayPrice | null {
    return this.product ? displayPrice(this.product, item, Date.now()) : null;
  }

  choose(attributeId: number, valueId: number): void {
    this.selection = { ...this.selection, [attributeId]: valueId };
    this.problem = null;
    const image = this.product?.images.findIndex((entry) => entry.attribute_value_id === valueId) ?? -1;
    if (image >= 0) this.imageIndex = image;
  }

  /** Chooses every attribute value of one variant at once (the variant list). */
  chooseVariant(item: InventoryItem): void {
    const selection = { ...this.selection };
    for (const entry of item.inventory_attributes) selection[entry.attribute_value.attribute.id] = entry.attribute_value_id;
    this.selection = selection;
    this.problem = null;
    // The variant's own photo, when the seller gave one of its values a photo.
    const values = new Set(item.inventory_attributes.map((entry) => entry.attribute_value_id));
    const image = this.product?.images.findIndex((entry) => entry.attribute_value_id !== null && values.has(entry.attribute_value_id)) ?? -1;
    if (image >= 0) this.imageIndex = image;
  }

  isChosen(attributeId: number, valueId: number): boolean {
    return this.selection[attributeId] === valueId;
  }

  showImage(index: number): void {
    const count = this.product?.images.length ?? 0;
    if (count > 0) this.imageIndex = ((index % count) + count) % count;
  }

  increment(): void {
    const limit = Math.min(this.stock ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
    if (this.stock === 0) {
      this.problem = 'out_of_stock';
    } else if (this.quantity + 1 > limit) {
      this.problem = 'maximum_exceeded';
    } else {
      this.quantity += 1;
      this.problem = null;
    }
  }

  decrement(): void {
    if (this.quantity <= 1) {
      this.problem = 'minimum_one';
    } else {
      this.quantity -= 1;
      this.problem = null;
    }
  }

  /** A typed quantity: kept as typed, judged at once so the shopper sees why it cannot be bought. */
  typeQuantity(text: string): void {
    const value = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : 0;
    this.quantity = value;
    this.problem = value < 1 ? 'minimum_one' : value > MAX_LINE_QUANTITY ? 'maximum_exceeded' : this.stock !== null && value > this.stock && this.stock > 0 ? 'exceeds_inventory' : null;
  }

  /** Checks the choice and quantity for add to cart / buy now: the line, or null with `problem` set. */
  validatePurchase(): PurchaseLine | null {
    const product = this.product;
    if (!product) return null;
    const problem = quantityProblem(this.quantity, this.stock);
    this.problem = problem;
    const variant = this.variant;
    if (problem || !variant) return null;
    return { productId: product.id, inventoryId: variant.id, quantity: this.quantity };
  }

  snapshot(): unknown {
    return this.product
      ? { product: this.product, language: this.language, suggested: this.suggested, suggestedFor: this.suggestedFor, reviews: this.reviews, reviewsFor: this.reviewsFor }
      : null;
  }

  restore(snapshot: unknown): void {
    const s = snapshot as { product?: ProductDetail; language?: string; suggested?: SuggestedProducts | null; suggestedFor?: string | null; reviews?: ReviewsData | null; reviewsFor?: string | null } | null;
    if (!s?.product || !s.language) return;
    this.setProduct(s.product, s.language);
    if (s.suggested && s.suggestedFor) this.setSuggested(s.suggested, s.suggestedFor);
    if (s.reviews && s.reviewsFor) this.setReviews(s.reviews, s.reviewsFor);
  }
}
