// What the cart, shipping, checkout, order-placed and payment-return pages load, run once the 'cart' feature is bound.
import { FindAddress } from '../../core/account/addresses/find-address';
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { CartCallers } from '../../core/cart/cart-caller';
import { LoadCart } from '../../core/cart/load-cart';
import { LoadPaymentMethods } from '../../core/payments/load-payment-methods';
import { methodOfProvider } from '../../core/payments/payment-methods';
import { NOT_FOUND_MESSAGE, RequestError } from '../../core/shared/request-error';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import type { Feature } from '../app/features';
import type { RouteLoadContext } from '../routing/route-definition';
import { CartStore } from './cart-store';
import { AddressesViewModel } from '../account/addresses-view-model';
import { hasCartOwner } from './cart-readiness';

/**
 * The cart's lines, for a shopper the server (or the browser) can name: a signed-in shopper, or a
 * guest by its user_token (the server reads it from the cookie). A visitor with no token has none.
 */
export async function loadCart({ resolver, language }: RouteLoadContext, addressId?: number | null): Promise<void> {
  if (!hasCartOwner(resolver.get(CartCallers), language)) return;
  await resolver.get(LoadCart).execute(language, addressId);
}

/**
 * The address book (the account feature's, which these routes use: countries for names and the
 * inline address form), then the cart with each line's shipping place matched to the chosen
 * address: the one chosen before if it is still in the book (on whatever page: FindAddress pages
 * on to it, so checkout shows an address chosen after "Show more"), else the first. A failure
 * while paging fails the load (the error page offers Try) and leaves the choice as it was.
 */
export async function loadShipping(context: RouteLoadContext): Promise<void> {
  const { resolver, language } = context;
  const callers = resolver.get(CartCallers);
  const owner = hasCartOwner(callers, language);
  if (owner) {
    await Promise.all([resolver.get(LoadAddresses).execute(language, 1), resolver.get(LoadCountries).execute(language)]);
  } else {
    await resolver.get(LoadCountries).execute(language);
  }
  const chosen = resolver.get(CartStore).addressId;
  const book = resolver.get(AddressesViewModel);
  const found = chosen === null ? null : owner ? await resolver.get(FindAddress).execute(chosen, language) : book.addresses.find((a) => a.id === chosen);
  const addresses = book.addresses;
  const addressId = found?.id ?? addresses[0]?.id ?? null;
  await Promise.all([loadCart(context, addressId), loadStatesOf(context, addresses.map((a) => a.country))]);
}

/**
 * The states of the listed addresses' countries: an address shows its state's name, not its code
 * (the address form loads one country's states only when it opens). A failure leaves the codes.
 */
export async function loadStatesOf({ resolver, language }: RouteLoadContext, countries: readonly string[]): Promise<void> {
  const load = resolver.get(LoadStates);
  await Promise.all([...new Set(countries)].map((country) => load.execute(country, language).catch(() => undefined)));
}

/**
 * The order-placed page: the order read back from the server (amounts, method; a reload has no
 * order/action answer in memory) and the payment methods (the bank account to pay into). An order
 * the caller cannot see (someone else's, unknown, or a visitor with no session nor guest token: a
 * guest's user_token comes as a cookie once it has stored anything) is the 404 page.
 */
export async function loadOrderPlaced(context: RouteLoadContext): Promise<void> {
  const { resolver, language, params } = context;
  await Promise.all([resolver.get(LoadPlacedOrder).execute(language, Number(params.id)), resolver.get(LoadPaymentMethods).execute(language)]);
}

/** The shipping step's data and the payment methods the shop takes now. */
export async function loadCheckout(context: RouteLoadContext): Promise<void> {
  await Promise.all([loadShipping(context), context.resolver.get(LoadPaymentMethods).execute(context.language)]);
}

export const CART_LOADS: Feature['loads'] = {
  cart: (context) => loadCart(context),
  shipping: loadShipping,
  checkout: loadCheckout,
  'order-placed': loadOrderPlaced,
  // Only the providers the shop knows have a return page; the payment itself is checked in the browser.
  'payment-return': async ({ params }) => {
    if (methodOfProvider(params.provider) === null) throw new RequestError(404, NOT_FOUND_MESSAGE);
  },
};
