import { type Kysely, sql } from 'kysely';
import { CART_SELECTED, CART_UNSELECTED, SHIPPING_DELIVERY } from '../../core/cart/cart';
import { MAX_LINE_QUANTITY } from '../../core/cart/line-quantity';
import type { DB } from '../db/schema';
import { PUBLIC } from '../db/constants';
import { type CartOwner, ownerColumn } from './cart-owner';

/** Why a cart write was refused; each code is a message key of backend/cart/cart-messages.ts. */
export type CartRefusal =
  | 'product_not_found'
  | 'variant_not_found'
  | 'minimum_one'
  | 'exceeds_inventory'
  | 'maximum_exceeded'
  | 'out_of_stock'
  | 'not_yours';

export type CartWrite<T> = { ok: true; value: T } | { ok: false; code: CartRefusal };

/**
 * The lines a cart shows, in one place: the owner's lines of public products whose variant is still
 * the product's. `loadCartLines` reads its rows from here and `cartCountOf` sums their quantities,
 * so every count the server sends (cart answers, the profile's `cart_count`) is the cart's
 * (core/cart/cart.ts `cartCount`: the sum of the quantities of the shown lines).
 */
export function shownCartLines(db: Kysely<DB>, owner: CartOwner) {
  const { column, id } = ownerColumn(owner);
  return db
    .selectFrom('carts as c')
    .innerJoin('products as p', 'p.id', 'c.product_id')
    .innerJoin('inventories as i', (join) => join.onRef('i.id', '=', 'c.inventory_id').onRef('i.product_id', '=', 'c.product_id'))
    .where(`c.${column}`, '=', id)
    .where('p.status', '=', PUBLIC);
}

/** The buyer's cart count: the sum of quantities of the lines a cart shows (`shownCartLines`). */
export async function cartCountOf(db: Kysely<DB>, owner: CartOwner | null): Promise<number> {
  if (!owner) return 0;
  const row = await shownCartLines(db, owner)
    .select((eb) => eb.fn.sum<number | string | null>('c.quantity').as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The variant of a public product a shopper may put in a cart, with its stock. */
async function purchasable(db: Kysely<DB>, productId: number, inventoryId: number): Promise<CartWrite<{ stock: number }>> {
  const product = await db.selectFrom('products').select('id').where('id', '=', productId).where('status', '=', PUBLIC).executeTakeFirst();
  if (!product) return { ok: false, code: 'product_not_found' };
  const inventory = await db.selectFrom('inventories').select(['product_id', 'quantity']).where('id', '=', inventoryId).executeTakeFirst();
  if (!inventory || inventory.product_id !== productId) return { ok: false, code: 'variant_not_found' };
  return { ok: true, value: { stock: inventory.quantity } };
}

/** Why a quantity did not fit: nothing left at all, or not that many. */
async function stockRefusal(db: Kysely<DB>, inventoryId: number): Promise<CartRefusal> {
  const row = await db.selectFrom('inventories').select('quantity').where('id', '=', inventoryId).executeTakeFirst();
  return (row?.quantity ?? 0) <= 0 ? 'out_of_stock' : 'exceeds_inventory';
}

/** Why an addition did not fit: as stockRefusal, or the line would hold more than a line may. */
async function additionRefusal(db: Kysely<DB>, owner: CartOwner, inventoryId: number, change: number): Promise<CartRefusal> {
  const refusal = await stockRefusal(db, inventoryId);
  if (refusal === 'out_of_stock') return refusal;
  const { column, id } = ownerColumn(owner);
  const line = await db.selectFrom('carts').select('quantity').where(column, '=', id).where('inventory_id', '=', inventoryId).executeTakeFirst();
  return (line?.quantity ?? 0) + change > MAX_LINE_QUANTITY ? 'maximum_exceeded' : refusal;
}

/**
 * A new line of `quantity` units, or `mode` applied to the caller's existing line of the variant,
 * in ONE statement so concurrent calls cannot lose an update: the unique (owner, inventory_id)
 * constraint turns a second insert into the update, and both the insert (through its SELECT) and
 * the update (through its WHERE) only happen while the resulting quantity fits the stock and the
 * largest quantity a line may hold (MAX_LINE_QUANTITY).
 * `add` adds to the line; `set` replaces its quantity and selects it (buy now).
 * Returns the line id, or null when the stock does not allow it.
 */
async function upsertLine(db: Kysely<DB>, owner: CartOwner, productId: number, inventoryId: number, quantity: number, mode: 'add' | 'set'): Promise<number | null> {
  const { column, id } = ownerColumn(owner);
  const stamp = new Date().toISOString();
  const int = (value: number) => sql<number>`cast(${value} as integer)`;
  const text = (value: string) => sql<string>`cast(${value} as text)`;
  const row = await db
    .insertInto('carts')
    .columns([column, 'product_id', 'inventory_id', 'quantity', 'selected', 'shipping_type', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb.selectFrom('inventories')
        .select([
          int(id).as(column), int(productId).as('product_id'), int(inventoryId).as('inventory_id'), int(quantity).as('quantity'),
          int(CART_SELECTED).as('selected'), int(SHIPPING_DELIVERY).as('shipping_type'), text(stamp).as('created_at'), text(stamp).as('updated_at'),
        ])
        .where('id', '=', inventoryId)
        .where('quantity', '>=', quantity),
    )
    .onConflict((oc) => {
      const target = oc.columns([column, 'inventory_id']);
      if (mode === 'set') {
        // The SELECT above already required stock >= quantity.
        return target.doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity'), selected: CART_SELECTED, updated_at: eb.ref('excluded.updated_at') }));
      }
      return target
        .doUpdateSet((eb) => ({ quantity: eb(eb.ref('carts.quantity'), '+', eb.ref('excluded.quantity')), updated_at: eb.ref('excluded.updated_at') }))
        .where((eb) =>
          eb.and([
            eb(
              eb(eb.ref('carts.quantity'), '+', eb.ref('excluded.quantity')),
              '<=',
              eb.selectFrom('inventories').select('inventories.quantity').whereRef('inventories.id', '=', 'excluded.inventory_id'),
            ),
            eb(eb(eb.ref('carts.quantity'), '+', eb.ref('excluded.quantity')), '<=', MAX_LINE_QUANTITY),
          ]),
        );
    })
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * `cart/action`: changes the caller's line of a variant by `change` units (negative takes units
 * away). A line never falls below 1 (removing is `cart/delete`) and an increase never takes the
 * line past the stock; a decrease is always allowed, even when the stock has since fallen.
 */
export async function changeCartLine(db: Kysely<DB>, owner: CartOwner, productId: number, inventoryId: number, change: number): Promise<CartWrite<number>> {
  if (change === 0) return { ok: false, code: 'minimum_one' };
  const variant = await purchasable(db, productId, inventoryId);
  if (!variant.ok) return variant;
  if (change > 0) {
    const lineId = await upsertLine(db, owner, productId, inventoryId, change, 'add');
    return lineId === null ? { ok: false, code: await additionRefusal(db, owner, inventoryId, change) } : { ok: true, value: lineId };
  }
  const { column, id } = ownerColumn(owner);
  const row = await db
    .updateTable('carts')
    .set((eb) => ({ quantity: eb('quantity', '+', change), updated_at: new Date().toISOString() }))
    .where(column, '=', id)
    .where('inventory_id', '=', inventoryId)
    .where((eb) => eb(eb('quantity', '+', change), '>=', 1))
    .returning('id')
    .executeTakeFirst();
  return row ? { ok: true, value: row.id } : { ok: false, code: 'minimum_one' };
}

/**
 * `cart/buy-now`: the caller's line of the variant holds exactly `quantity` units and is the
 * caller's only selected line. Other buyers' lines are never touched.
 */
export async function buyNow(db: Kysely<DB>, owner: CartOwner, productId: number, inventoryId: number, quantity: number): Promise<CartWrite<number>> {
  if (quantity < 1) return { ok: false, code: 'minimum_one' };
  const variant = await purchasable(db, productId, inventoryId);
  if (!variant.ok) return variant;
  const { column, id } = ownerColumn(owner);
  const lineId = await db.transaction().execute(async (trx) => {
    const saved = await upsertLine(trx, owner, productId, inventoryId, quantity, 'set');
    if (saved === null) return null;
    await trx.updateTable('carts').set({ selected: CART_UNSELECTED }).where(column, '=', id).where('id', '!=', saved).where('selected', '!=', CART_UNSELECTED).execute();
    return saved;
  });
  return lineId === null ? { ok: false, code: await stockRefusal(db, inventoryId) } : { ok: true, value: lineId };
}

/** `cart/delete`: removes the caller's own line; any other id is `not_yours` and nothing changes. */
export async function removeCartLine(db: Kysely<DB>, owner: CartOwner | null, lineId: number): Promise<CartWrite<null>> {
  if (!owner) return { ok: false, code: 'not_yours' };
  const { column, id } = ownerColumn(owner);
  const result = await db.deleteFrom('carts').where('id', '=', lineId).where(column, '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1 ? { ok: true, value: null } : { ok: false, code: 'not_yours' };
}

/**
 * `cart/change`: selects `checked` and unselects `unchecked`, all or nothing: when any id is not
 * one of the caller's lines, nothing changes.
 */
export async function changeSelection(db: Kysely<DB>, owner: CartOwner | null, checked: readonly number[], unchecked: readonly number[]): Promise<CartWrite<null>> {
  const all = [...new Set([...checked, ...unchecked])];
  if (all.length === 0) return { ok: true, value: null };
  if (!owner) return { ok: false, code: 'not_yours' };
  const { column, id } = ownerColumn(owner);
  return db.transaction().execute(async (trx) => {
    const own = await trx.selectFrom('carts').select('id').where(column, '=', id).where('id', 'in', all).execute();
    if (own.length !== all.length) return { ok: false, code: 'not_yours' } as const;
    const stamp = new Date().toISOString();
    if (checked.length > 0) await trx.updateTable('carts').set({ selected: CART_SELECTED, updated_at: stamp }).where(column, '=', id).where('id', 'in', [...checked]).execute();
    if (unchecked.length > 0) await trx.updateTable('carts').set({ selected: CART_UNSELECTED, updated_at: stamp }).where(column, '=', id).where('id', 'in', [...unchecked]).execute();
    return { ok: true, value: null } as const;
  });
}
