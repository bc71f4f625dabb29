// `npm run migrate`: brings the database named by DATABASE_URL (default sqlite:data/shop.db) up to date.
import { DEFAULT_DATABASE_URL, openDatabase, redact } from './database';
import { migrateToLatest } from './migrate';

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const shop = await openDatabase(url);
  try {
    const { applied } = await migrateToLatest(shop.db);
    console.log(applied.length ? `Applied ${applied.join(', ')} to ${redact(url)}` : `${redact(url)} is up to date`);
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
