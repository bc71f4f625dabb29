import type { Kysely } from 'kysely';

// An order placed with an Idempotency-Key keeps a fingerprint of what was asked for (method,
// address, voucher, instruction), so the same key sent with a different order is refused instead
// of silently answering with the first one. Keys are now stored scoped to their buyer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('idempotency_fingerprint', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('idempotency_fingerprint').execute();
}
