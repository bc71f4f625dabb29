import type { CartCaller } from '../../core/cart/cart-caller';
import type { CartGateway } from '../../core/cart/cart-gateway.port';
import { type CartActionInput, type CartData, type CartLine, cartCount, type ShippingChoice } from '../../core/cart/cart';
import type { ApiClient, RequestOptions } from '../http/api-client';

/** Bearer token of a signed-in shopper, and the language of the server's messages. */
export function callerOptions(caller: CartCaller): RequestOptions {
  return { language: caller.language, ...(caller.token ? { token: caller.token } : {}) };
}

/** A guest names its cart with `user_token` in the body of a POST. */
export function guestFields(caller: CartCaller): { user_token?: string } {
  return !caller.token && caller.userToken ? { user_token: caller.userToken } : {};
}

/** A read's options: the bearer token, or a guest's `user_token` as a header (never in the URL). */
export function readOptions(caller: CartCaller): RequestOptions {
  return { ...callerOptions(caller), ...(!caller.token && caller.userToken ? { userToken: caller.userToken } : {}) };
}

function isLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return !!line && typeof line === 'object' && typeof line.id === 'number' && typeof line.product_id === 'number' && typeof line.quantity === 'number';
}

/** `{cart, count}` or a bare list of lines: the count is the sum of quantities either way when absent. */
export function cartDataOf(data: unknown): CartData {
  const lines = Array.isArray(data) ? data : (data as { cart?: unknown } | null)?.cart;
  const cart = Array.isArray(lines) ? lines.filter(isLine) : [];
  const count = (data as { count?: unknown } | null)?.count;
  return { cart, count: typeof count === 'number' ? count : cartCount(cart) };
}

/** The saved line of a `cart/action` or `cart/buy-now` answer: the line itself, or found in a returned cart. */
function savedLine(data: unknown, input: CartActionInput): CartLine | null {
  if (isLine(data)) return data;
  const found = cartDataOf(data).cart.find((line) => line.product_id === input.product_id && line.inventory_id === input.inventory_id);
  return found ?? null;
}

/** The cart calls of api/v1 (docs/cart-api.md). */
export class HttpCartGateway implements CartGateway {
  constructor(private readonly api: ApiClient) {}

  async load(caller: CartCaller, addressId?: number | null): Promise<CartData> {
    const data = await this.api.get<unknown>('cart/by-user', { ...readOptions(caller), params: { address_id: addressId ?? undefined } });
    return cartDataOf(data);
  }

  async add(caller: CartCaller, input: CartActionInput): Promise<CartLine | null> {
    const data = await this.api.post<unknown>('cart/action', { ...guestFields(caller), ...input }, callerOptions(caller));
    return savedLine(data, input);
  }

  async buyNow(caller: CartCaller, input: CartActionInput): Promise<CartLine | null> {
    const data = await this.api.post<unknown>('cart/buy-now', { ...guestFields(caller), ...input }, callerOptions(caller));
    return savedLine(data, input);
  }

  async remove(caller: CartCaller, lineId: number): Promise<void> {
    await this.api.post('cart/delete', { ...guestFields(caller), id: lineId }, callerOptions(caller));
  }

  async changeSelection(caller: CartCaller, checked: readonly number[], unchecked: readonly number[], isBundle: boolean): Promise<void> {
    await this.api.post('cart/change', { ...guestFields(caller), checked, unchecked, isBundle }, callerOptions(caller));
  }

  async updateShipping(caller: CartCaller, choices: Readonly<Record<number, ShippingChoice>>, addressId: number): Promise<CartData> {
    const body = { ...guestFields(caller), cart: choices, selected_address: addressId };
    return cartDataOf(await this.api.post<unknown>('cart/update-shipping', body, callerOptions(caller)));
  }
}
