import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type ShopDatabase } from '../../../backend/db/database';
import type { DB } from '../../../backend/db/schema';
import type { ShopInBrowser } from './shop-in-browser';

/**
 * The running shop's own database, opened after the shop starts and closed after the block, for
 * tests that arrange data or check what a journey stored. Read `.db` inside hooks and tests.
 */
export function useShopDatabase(session: ShopInBrowser): { readonly db: Kysely<DB> } {
  let shop: ShopDatabase | undefined;
  beforeAll(async () => {
    shop = await openDatabase(session.shop.databaseUrl);
  });
  afterAll(async () => {
    await shop?.close();
  });
  return {
    get db() {
      if (!shop) throw new Error('the shop database opens in beforeAll');
      return shop.db;
    },
  };
}
