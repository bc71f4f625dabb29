// What the cart, shipping, checkout and order-placed pages load, run once the 'cart' feature is bound.
import { LoadAddresses } from '../../../core/addresses/load-addresses';
import { CartCallers } from '../../../core/cart/cart-caller';
import { LoadCart } from '../../../core/cart/load-cart';
import { LoadPaymentMethods } from '../../../core/cart/load-payment-methods';
import { LoadCountries } from '../../../core/countries/load-countries';
import type { Feature } from '../../app/features';
import type { RouteLoadContext } from '../../routing/route-definition';
import { CartStore } from '../../stores/cart-store';
import { AddressesViewModel } from '../account/addresses-view-model';
import { hasCartOwner } from './use-cart-ready';

/** The cart's lines, for a shopper the server (or the browser) can name; a guest's load waits for the browser. */
async function loadCart({ resolver, language }: RouteLoadContext, addressId?: number | null): Promise<void> {
  if (!hasCartOwner(resolver.get(CartCallers), language)) return;
  await resolver.get(LoadCart).execute(language, addressId);
}

/**
 * The address book (the account feature's, which these routes use: countries for names and the
 * inline address form), then the cart with each line's shipping place matched to the chosen
 * address: the one chosen before if it is still in the book, else the first.
 */
export async function loadShipping(context: RouteLoadContext): Promise<void> {
  const { resolver, language } = context;
  const callers = resolver.get(CartCallers);
  if (hasCartOwner(callers, language)) {
    await Promise.all([resolver.get(LoadAddresses).execute(language, 1), resolver.get(LoadCountries).execute(language)]);
  } else {
    await resolver.get(LoadCountries).execute(language);
  }
  const addresses = resolver.get(AddressesViewModel).addresses;
  const chosen = resolver.get(CartStore).addressId;
  const addressId = addresses.some((a) => a.id === chosen) ? chosen : (addresses[0]?.id ?? null);
  await loadCart(context, addressId);
}

/** The shipping step's data and the payment methods the shop takes now. */
export async function loadCheckout(context: RouteLoadContext): Promise<void> {
  await Promise.all([loadShipping(context), context.resolver.get(LoadPaymentMethods).execute(context.language)]);
}

export const CART_LOADS: Feature['loads'] = {
  cart: (context) => loadCart(context),
  shipping: loadShipping,
  checkout: loadCheckout,
};
