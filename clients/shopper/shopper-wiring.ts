// The shopper's composition root: core's use cases built by hand with adapters' gateways, the way
// composition/ binds them into the storefront's container, but with no container at all
// (docs/decisions/0011-core-without-container.md).
import { HttpAddressGateway } from '../../adapters/account/http-address-gateway';
import { CryptoRandomSource } from '../../adapters/auth/crypto-random-source';
import { HttpCartGateway } from '../../adapters/cart/http-cart-gateway';
import { HttpCatalogueGateway } from '../../adapters/catalogue/http-catalogue-gateway';
import { HttpCheckoutGateway } from '../../adapters/checkout/http-checkout-gateway';
import { HttpCommonGateway } from '../../adapters/common/http-common-gateway';
import { ApiClient, type FetchLike } from '../../adapters/http/api-client';
import { HttpProductGateway } from '../../adapters/product/http-product-gateway';
import { SaveAddress } from '../../core/account/addresses/save-address';
import { GuestToken } from '../../core/auth/guest-token';
import { AddToCart } from '../../core/cart/add-to-cart';
import { CartCallers } from '../../core/cart/cart-caller';
import { CartChanges } from '../../core/cart/cart-changes';
import { LoadCart } from '../../core/cart/load-cart';
import { LoadListing } from '../../core/catalogue/load-listing';
import { PlaceOrder } from '../../core/checkout/place-order';
import { LoadCommon } from '../../core/common/load-common';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import type { KeyValueStorage } from '../../core/shared/key-value-storage.port';
import { GuestSession, ShopperAddressBook, ShopperCart, ShopperCommon, ShopperListing } from './shopper-states';

export interface ShopperEnvironment {
  /** The shop's address, e.g. `http://127.0.0.1:3000` (api/v1 is under it). */
  shopUrl: string;
  storage: KeyValueStorage;
  fetch?: FetchLike;
}

/** One command's shopper: the guest's states and the use cases over them. */
export function createShopper(environment: ShopperEnvironment) {
  const api = new ApiClient({ baseUrl: new URL('api/v1/', environment.shopUrl.replace(/\/*$/, '/')).href, fetch: environment.fetch ?? fetch });
  const session = new GuestSession();
  const guest = new GuestToken(environment.storage, new CryptoRandomSource());
  const callers = new CartCallers(session, guest);
  const common = new ShopperCommon();
  const listing = new ShopperListing();
  const cart = new ShopperCart();
  const addresses = new ShopperAddressBook();
  const changes = new CartChanges(cart);
  const cartGateway = new HttpCartGateway(api);
  const checkoutGateway = new HttpCheckoutGateway(api);
  return {
    guest,
    common,
    listing,
    cart,
    products: new HttpProductGateway(api),
    loadCommon: new LoadCommon(new HttpCommonGateway(api), common),
    loadListing: new LoadListing(new HttpCatalogueGateway(api), listing),
    addToCart: new AddToCart(cartGateway, cart, changes, callers),
    loadCart: new LoadCart(cartGateway, cart, changes, callers),
    saveAddress: new SaveAddress(new HttpAddressGateway(api, guest), addresses, session),
    loadPaymentMethods: new LoadPaymentMethods(checkoutGateway, cart),
    placeOrder: new PlaceOrder(checkoutGateway, cartGateway, cart, cart, cart, changes, callers, new CryptoRandomSource()),
  };
}

export type Shopper = ReturnType<typeof createShopper>;
