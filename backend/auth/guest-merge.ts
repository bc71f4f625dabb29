import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { findGuestId } from './caller';

/**
 * A guest who signs in keeps what they collected: cart lines move to the account (quantities of
 * the same variant add up, capped at the stock so the cart never promises more than exists, and a
 * line the account already had is never reduced) and compared products join the account's list.
 */
export async function moveGuestToUser(db: Kysely<DB>, guestToken: string | null, userId: number, now = new Date()): Promise<void> {
  if (!guestToken) return;
  const guestId = await findGuestId(db, guestToken);
  if (!guestId) return;
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const lines = await trx.selectFrom('carts')
      .innerJoin('inventories', 'inventories.id', 'carts.inventory_id')
      .select(['carts.id', 'carts.inventory_id', 'carts.quantity', 'inventories.quantity as stock'])
      .where('carts.guest_user_id', '=', guestId)
      .execute();
    for (const line of lines) {
      const own = await trx.selectFrom('carts').select(['id', 'quantity']).where('user_id', '=', userId).where('inventory_id', '=', line.inventory_id).executeTakeFirst();
      if (own) {
        const quantity = Math.max(own.quantity, Math.min(own.quantity + line.quantity, line.stock));
        await trx.updateTable('carts').set({ quantity, updated_at: stamp }).where('id', '=', own.id).execute();
        await trx.deleteFrom('carts').where('id', '=', line.id).execute();
      } else {
        const quantity = Math.max(1, Math.min(line.quantity, line.stock));
        await trx.updateTable('carts').set({ user_id: userId, guest_user_id: null, quantity, updated_at: stamp }).where('id', '=', line.id).execute();
      }
    }

    const compared = await trx.selectFrom('guest_compare_lists').select('product_id').where('guest_user_id', '=', guestId).execute();
    if (compared.length > 0) {
      await trx.insertInto('compare_lists')
        .values(compared.map((row) => ({ user_id: userId, product_id: row.product_id, created_at: stamp })))
        .onConflict((oc) => oc.columns(['user_id', 'product_id']).doNothing())
        .execute();
      await trx.deleteFrom('guest_compare_lists').where('guest_user_id', '=', guestId).execute();
    }
  });
}
