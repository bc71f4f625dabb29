import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CartLine, cartCount, SHIPPING_DELIVERY, SHIPPING_PICKUP } from '../../core/cart/cart';
import { loadCartLines } from './cart-lines';
import { forgetEmptyGuest, readCartOwner, writeCartOwner, type OwnerRefusal } from './cart-owner';
import { ownAddress, updateShipping } from './cart-shipping';
import { readIdList, readQuantity } from './cart-input';
import { recordOf } from '../http/request-body';
import { buyNow, cartCountOf, changeCartLine, changeSelection, type CartRefusal, removeCartLine } from './cart-writes';
import { CART_MESSAGES } from './cart-messages';
import { translate } from '../i18n/server-messages';
import { readRowId } from '../http/ids';
import type { ApiContext } from '../api/api-context';
import { businessError, ok, unauthorized } from '../http/envelope';

/**
 * cart/*: the caller's cart (bearer user, else guest `user_token` in the `X-User-Token` header, the body or the query; docs/cart-api.md).
 * Every write is scoped to the caller's own lines (another buyer's id: 403, nothing changes); bad
 * input is a status 201 with the message in the caller's language, never a 500.
 */
export async function cartRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;

  const speaker = async (request: FastifyRequest) => {
    const lang = await ctx.language(request);
    return { lang, say: (key: string, vars?: Record<string, string | number>) => translate(CART_MESSAGES, key, lang, vars) };
  };
  type Say = Awaited<ReturnType<typeof speaker>>['say'];

  const ownerRefused = (say: Say, code: OwnerRefusal) => unauthorized(say(code === 'invalid_token' ? 'unauthorized' : 'no_identity'));
  const refused = (say: Say, code: CartRefusal) => (code === 'not_yours' ? unauthorized(say('not_yours')) : businessError([say(code)]));

  /** The saved line as the cart shows it, and the whole cart with its new count (as cart/by-user). */
  const savedLine = async (owner: Parameters<typeof loadCartLines>[1], lang: string, lineId: number) => {
    const cart = await loadCartLines(db, owner, lang);
    return { line: cart.find((line) => line.id === lineId) ?? null, cart, count: cartCount(cart) };
  };

  /** What cart/action and cart/buy-now read from the body; an envelope when it is unusable. */
  const readVariant = (say: Say, body: Record<string, unknown>) => {
    const productId = readRowId(body.product_id);
    if (productId === null) return { refusal: businessError([say('product_not_found')]) } as const;
    const inventoryId = readRowId(body.inventory_id);
    if (inventoryId === null) return { refusal: businessError([say('variant_not_found')]) } as const;
    const quantity = readQuantity(body.quantity);
    if (!quantity.ok) return { refusal: businessError([say(quantity.code)]) } as const;
    return { productId, inventoryId, quantity: quantity.quantity } as const;
  };

  app.get('/cart/by-user', async (request) => {
    const { lang, say } = await speaker(request);
    const caller = await readCartOwner(db, request);
    if (!caller.ok) return ownerRefused(say, caller.code);
    const query = recordOf(request.query);
    let address;
    if (query.address_id !== undefined && query.address_id !== '') {
      const addressId = readRowId(query.address_id);
      address = addressId === null ? null : await ownAddress(db, caller.owner, addressId);
      if (!address) return businessError([say('address_not_found')]);
    }
    if (!caller.owner) return ok({ cart: [], count: 0 });
    const cart = await loadCartLines(db, caller.owner, lang, address ? { address } : {});
    return ok({ cart, count: cartCount(cart) });
  });

  app.post('/cart/action', async (request) => {
    const { lang, say } = await speaker(request);
    const read = readVariant(say, recordOf(request.body));
    if ('refusal' in read) return read.refusal;
    const caller = await writeCartOwner(db, request);
    if (!caller.ok) return ownerRefused(say, caller.code);
    const result = await changeCartLine(db, caller.owner, read.productId, read.inventoryId, read.quantity);
    if (!result.ok) {
      await forgetEmptyGuest(db, caller.owner);
      return refused(say, result.code);
    }
    return ok(await savedLine(caller.owner, lang, result.value), say(read.quantity > 0 ? 'product_added' : 'cart_updated'));
  });

  app.post('/cart/buy-now', async (request) => {
    const { lang, say } = await speaker(request);
    const read = readVariant(say, recordOf(request.body));
    if ('refusal' in read) return read.refusal;
    const caller = await writeCartOwner(db, request);
    if (!caller.ok) return ownerRefused(say, caller.code);
    const result = await buyNow(db, caller.owner, read.productId, read.inventoryId, read.quantity);
    if (!result.ok) {
      await forgetEmptyGuest(db, caller.owner);
      return refused(say, result.code);
    }
    return ok(await savedLine(caller.owner, lang, result.value), say('cart_updated'));
  });

  const remove = async (request: FastifyRequest, rawId: unknown) => {
    const { say } = await speaker(request);
    const caller = await readCartOwner(db, request);
    if (!caller.ok) return ownerRefused(say, caller.code);
    const lineId = readRowId(rawId);
    if (lineId === null) return businessError([say('invalid_item')]);
    const result = await removeCartLine(db, caller.owner, lineId);
    if (!result.ok) return refused(say, result.code);
    return ok({ count: await cartCountOf(db, caller.owner) }, say('item_removed'));
  };
  app.post('/cart/delete', async (request) => remove(request, recordOf(request.body).id));
  app.delete('/cart/:id', async (request) => remove(request, recordOf(request.params).id));

  app.post('/cart/change', async (request) => {
    const { say } = await speaker(request);
    const caller = await readCartOwner(db, request);
    if (!caller.ok) return ownerRefused(say, caller.code);
    const body = recordOf(request.body);
    const checked = readIdList(body.checked);
    const unchecked = readIdList(body.unchecked);
    if (!checked || !unchecked || checked.some((id) => unchecked.includes(id))) return businessError([say('invalid_selection')]);
    const result = await changeSelection(db, caller.owner, checked, unchecked);
    if (!result.ok) return refused(say, result.code);
    return ok(true);
  });

  app.post('/cart/update-shipping', async (request) => {
    const { lang, say } = await speaker(request);
    const caller = await readCartOwner(db, request);
    if (!caller.ok) return ownerRefused(say, caller.code);
    const body = recordOf(request.body);
    const choices = readShippingChoices(body.cart);
    if (!choices) return businessError([say('invalid_shipping')]);
    const addressId = readRowId(body.selected_address);
    const address = addressId === null ? null : await ownAddress(db, caller.owner, addressId);
    if (!address || !caller.owner) return businessError([say('address_not_found')]);
    const result = await updateShipping(db, caller.owner, choices, address, lang);
    if (!result.ok) return result.code === 'not_yours' ? unauthorized(say('not_yours')) : businessError([say(result.code)]);
    const product = cannotShip(result.lines, say('cannot_ship', { state: address.state, country: address.country }));
    const first = Object.values(product)[0]?.[0];
    return ok({ cart: result.lines, count: cartCount(result.lines), product }, first ?? say('success'));
  });
}

/** `cart` of update-shipping: `{[lineId]: {shipping_place, shipping_type}}` -> line id -> type (1 or 2); null when malformed. */
function readShippingChoices(value: unknown): Map<number, number> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const choices = new Map<number, number>();
  for (const [key, choice] of Object.entries(value as Record<string, unknown>)) {
    const lineId = readRowId(key);
    if (!choice || typeof choice !== 'object' || Array.isArray(choice)) return null;
    const raw = (choice as Record<string, unknown>).shipping_type ?? SHIPPING_DELIVERY;
    const type = typeof raw === 'number' || (typeof raw === 'string' && raw.trim() !== '') ? Number(raw) : NaN;
    if (lineId === null || (type !== SHIPPING_DELIVERY && type !== SHIPPING_PICKUP)) return null;
    choices.set(lineId, type);
  }
  return choices.size > 1_000 ? null : choices;
}

/** The message for every line no place serves at the address, by line id. */
function cannotShip(lines: readonly CartLine[], message: string): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const line of lines) if (line.shipping_place === null) out[line.id] = [message];
  return out;
}
