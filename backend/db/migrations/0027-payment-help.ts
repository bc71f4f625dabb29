import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { refreshPaymentHelp } from '../../seed/help-content-refresh';

// Content, not schema: a demo database seeded before issue 16 gets the FAQ answer on paying that
// holds whether or not the shop has online providers (0019 refreshed it once before, to "cash on
// delivery or bank transfer, no card yet"). Numbered 0027 to stay clear of 0025 and 0026, which
// other work holds. On a fresh or already refreshed database it changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await refreshPaymentHelp(db as Kysely<DB>);
}

// The old answer denied a way of paying the shop may take: nothing to restore.
export async function down(): Promise<void> {}
