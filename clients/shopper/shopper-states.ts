// What the browser keeps in MobX stores, kept here in plain objects for one command's run: each
// implements the core port its use cases write to.
import type { Address } from '../../core/account/account';
import type { AddressBookState } from '../../core/account/addresses/address-book-state.port';
import type { SessionState } from '../../core/auth/session-state.port';
import type { UserProfile } from '../../core/auth/user';
import type { CartLine } from '../../core/cart/cart';
import type { CartState } from '../../core/cart/cart-state.port';
import type { AppliedVoucher, CheckoutState } from '../../core/checkout/checkout-state.port';
import type { PlacedOrder, PlacedOrderLookup, PlacedOrderState } from '../../core/orders/placed-order.port';
import type { ListingResult, SourceListingResult } from '../../core/catalogue/listing';
import type { ListingRequest } from '../../core/catalogue/listing-request';
import type { ListingState } from '../../core/catalogue/listing-state.port';
import type { CommonData } from '../../core/common/common-data';
import type { CommonState } from '../../core/common/common-state.port';
import type { PaymentMethod } from '../../core/payments/payment-methods';
import type { Paginator } from '../../core/shared/paginator';

/** The shopper is a guest: the cart and the order are named by the guest's `user_token`. */
export class GuestSession implements SessionState {
  readonly token = null;
  readonly user: UserProfile | null = null;
  readonly isLoggedIn = false;
  setToken(): void {}
  setUser(): void {}
  clear(): void {}
  end(): void {}
}

export class ShopperCommon implements CommonState {
  data: CommonData | null = null;
  language: string | null = null;

  setCommon(data: CommonData, language: string): void {
    this.data = data;
    this.language = language;
  }
}

/** The last listing loaded (no history: every command asks afresh). */
export class ShopperListing implements ListingState {
  result: ListingResult | SourceListingResult | null = null;

  showRemembered(): boolean {
    return false;
  }

  show(_key: string, _request: ListingRequest, result: ListingResult | SourceListingResult): void {
    this.result = result;
  }
}

export class ShopperAddressBook implements AddressBookState {
  addresses: readonly Address[] = [];
  page: Omit<Paginator<Address>, 'data'> | null = null;

  setPage(page: Paginator<Address>): void {
    const { data, ...rest } = page;
    this.addresses = data;
    this.page = rest;
  }

  appendPage(page: Paginator<Address>): void {
    const { data, ...rest } = page;
    this.addresses = [...this.addresses, ...data];
    this.page = rest;
  }

  setAddresses(addresses: Address[]): void {
    this.addresses = addresses;
  }
}

/** The cart and checkout choices of this run (the browser's CartStore). */
/** The cart, the checkout choices and the order placed: one plain object for the three ports, one command at a time. */
export class ShopperCart implements CartState, CheckoutState, PlacedOrderState {
  lines: readonly CartLine[] = [];
  linesLoaded = false;
  count = 0;
  voucher: AppliedVoucher | null = null;
  addressId: number | null = null;
  deliveryInstruction = '';
  paymentMethods: readonly PaymentMethod[] | null = null;
  paymentMethod: number | null = null;
  lastOrder: PlacedOrder | null = null;
  placedOrder: PlacedOrderLookup | null = null;

  setCart(lines: CartLine[]): void {
    this.lines = lines;
    this.linesLoaded = true;
  }

  setLines(lines: CartLine[]): void {
    this.lines = lines;
  }

  setCount(count: number): void {
    this.count = count;
  }

  setVoucher(voucher: AppliedVoucher | null): void {
    this.voucher = voucher;
  }

  setAddressId(addressId: number | null): void {
    this.addressId = addressId;
  }

  setDeliveryInstruction(text: string): void {
    this.deliveryInstruction = text;
  }

  setPaymentMethods(methods: PaymentMethod[]): void {
    this.paymentMethods = methods;
  }

  setPaymentMethod(method: number | null): void {
    this.paymentMethod = method;
  }

  setLastOrder(order: PlacedOrder | null): void {
    this.lastOrder = order;
  }

  setPlacedOrder(lookup: PlacedOrderLookup | null): void {
    this.placedOrder = lookup;
  }
}
