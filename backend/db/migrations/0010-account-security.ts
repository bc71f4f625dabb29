import type { Kysely } from 'kysely';
import { ddl, dropTables, entityTable, index, owner, plainTable, required, stamp } from './migration-kit';

// What accounts need beyond 0002: request throttles shared by every server process (so rate limits
// hold behind a load balancer), the OAuth state of a social sign-in in flight, the link between a
// user and a provider's subject, and a guest's compare list (moved to the account on sign-in).
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await plainTable(d, 'auth_throttles')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', required)
    .addColumn('window_started_at', 'text', required)
    .execute();

  await entityTable(d, 'oauth_states')
    .addColumn('state_hash', 'text', (c) => c.notNull().unique())
    .addColumn('provider', 'text', required)
    .addColumn('code_verifier', 'text', required)
    .addColumn('nonce', 'text', required)
    .addColumn('return_to', 'text')
    .addColumn('language', 'text', required)
    .addColumn('created_at', 'text', stamp(d))
    .addColumn('expires_at', 'text', required)
    .execute();

  await entityTable(d, 'social_identities')
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('provider', 'text', required)
    .addColumn('subject', 'text', required)
    .addColumn('created_at', 'text', stamp(d))
    .addUniqueConstraint('social_identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await index(d, 'social_identities', ['user_id']);

  await entityTable(d, 'guest_compare_lists')
    .addColumn('guest_user_id', 'integer', owner('guest_users.id'))
    .addColumn('product_id', 'integer', owner('products.id'))
    .addColumn('created_at', 'text', stamp(d))
    .addUniqueConstraint('guest_compare_lists_guest_user_id_product_id_key', ['guest_user_id', 'product_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['guest_compare_lists', 'social_identities', 'oauth_states', 'auth_throttles']);
}
