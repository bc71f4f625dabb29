import type { Kysely } from 'kysely';
import type { DB } from '../schema';
import { refreshPopupContent } from '../../seed/popup-content-refresh';

// Content, not schema (issue 28): the demo's newsletter popup promised "10% off your first order",
// which no rule grants; the popup now states the welcome voucher itself. Only a popup still
// holding the demo's title changes; on a fresh or refreshed database this changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await refreshPopupContent(db as Kysely<DB>);
}

// The old title promised what the shop does not give: nothing to restore.
export async function down(): Promise<void> {}
