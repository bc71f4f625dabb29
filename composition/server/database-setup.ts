import { openDatabase, type ShopDatabase } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import { isEmpty, seedDatabase } from '../../backend/seed/seed';

/** Opens the database, migrates it, and seeds the demo marketplace when it is empty. */
export async function prepareDatabase(url: string, seedProducts: number, log: (message: string) => void): Promise<ShopDatabase> {
  const shop = await openDatabase(url);
  await migrateToLatest(shop.db);
  if (await isEmpty(shop)) {
    log(`Empty database: seeding a demo marketplace of ${seedProducts} products...`);
    await seedDatabase(shop, { products: seedProducts, log });
  }
  return shop;
}
