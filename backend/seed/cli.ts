// `npm run seed -- --products N [--seed S] [--reset]`: migrates the database named by
// DATABASE_URL (default sqlite:data/shop.db) and fills it with the demo shop.
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL, openDatabase, redact } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { truncateAll } from './reset';
import { DEFAULT_SEED, isEmpty, seedDatabase } from './seed';

const DEFAULT_PRODUCTS = 3_000;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: String(DEFAULT_PRODUCTS) },
      seed: { type: 'string', default: String(DEFAULT_SEED) },
      reset: { type: 'boolean', default: false },
    },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!Number.isInteger(products) || products < 1) throw new Error(`--products must be a positive integer, got "${values.products}"`);
  if (!Number.isInteger(seed)) throw new Error(`--seed must be an integer, got "${values.seed}"`);

  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const shop = await openDatabase(url);
  try {
    await migrateToLatest(shop.db);
    if (!(await isEmpty(shop))) {
      if (!values.reset) {
        console.error(`${redact(url)} already has data; run with --reset to empty it and seed again.`);
        process.exitCode = 2;
        return;
      }
      console.log(`Emptying ${redact(url)}...`);
      await truncateAll(shop);
    }
    console.log(`Seeding ${products} products into ${redact(url)} (seed ${seed})...`);
    const report = await seedDatabase(shop, { products, seed, log: (m) => console.log(`  ${m}`) });
    console.log(`Done in ${report.seconds} s:`);
    console.log(Object.entries(report.counts).map(([table, n]) => `  ${table.padEnd(22)} ${n}`).join('\n'));
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
