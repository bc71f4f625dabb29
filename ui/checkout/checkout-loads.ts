// What the shipping, checkout and order-placed pages load, run once the 'checkout' feature is bound.
import { FindAddress } from '../../core/account/addresses/find-address';
import { LoadAddresses } from '../../core/account/addresses/load-addresses';
import { CartCallers } from '../../core/cart/cart-caller';
import { LoadPaymentMethods } from '../../core/checkout/load-payment-methods';
import { LoadPlacedOrder } from '../../core/orders/load-placed-order';
import { LoadCountries } from '../../core/account/addresses/load-countries';
import { LoadStates } from '../../core/account/addresses/load-states';
import type { Feature } from '../app/features';
import type { RouteLoadContext } from '../routing/route-definition';
import { CartStore } from '../cart/cart-store';
import { loadCart } from '../cart/cart-loads';
import { AddressesViewModel } from '../account/addresses-view-model';
import { hasCartOwner } from '../cart/cart-readiness';

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

export const CHECKOUT_LOADS: Feature['loads'] = {
  shipping: loadShipping,
  checkout: loadCheckout,
  'order-placed': loadOrderPlaced,
};
