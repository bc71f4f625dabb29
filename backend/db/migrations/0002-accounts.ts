import { type Kysely, sql } from 'kysely';
import { ddl, dropTables, entityTable, index, int, oneOf, owner, required, stamp, withTimestamps } from './migration-kit';

// Shopper identities: users, guests (cart and checkout without an account), their sign-in
// sessions, one-time codes and address book. Only hashes of tokens and codes are stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);

  await oneOf(
    withTimestamps(d, entityTable(d, 'users')
      .addColumn('name', 'text', required)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text')
      .addColumn('password_hash', 'text', required)
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer'))
      .addColumn('verified_at', 'text')
      .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
      .addColumn('image', 'text')),
    'role', ['customer', 'seller'], 'users',
  ).execute();

  await entityTable(d, 'guest_users')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', stamp(d))
    .addColumn('last_seen_at', 'text', stamp(d))
    .execute();

  await withTimestamps(d, entityTable(d, 'verification_codes')
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('purpose', 'text', required)
    .addColumn('code_hash', 'text', required)
    .addColumn('expires_at', 'text', required)
    .addColumn('attempts', 'integer', int(0))
    .addColumn('consumed_at', 'text'), false).execute();
  await index(d, 'verification_codes', ['user_id', 'purpose']);

  await entityTable(d, 'sessions')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', owner('users.id'))
    .addColumn('created_at', 'text', stamp(d))
    .addColumn('expires_at', 'text', required)
    .addColumn('revoked_at', 'text')
    .execute();
  await index(d, 'sessions', ['user_id']);

  await withTimestamps(d, entityTable(d, 'addresses')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('guest_user_id', 'integer', (c) => c.references('guest_users.id').onDelete('cascade'))
    .addColumn('name', 'text', required)
    .addColumn('email', 'text', required)
    .addColumn('phone', 'text', required)
    .addColumn('country', 'text', required)
    .addColumn('state', 'text', required)
    .addColumn('city', 'text', required)
    .addColumn('zip', 'text', required)
    .addColumn('address_1', 'text', required)
    .addColumn('address_2', 'text'))
    .addCheckConstraint('addresses_owner_check', sql`(user_id is null) <> (guest_user_id is null)`)
    .execute();
  await index(d, 'addresses', ['user_id']);
  await index(d, 'addresses', ['guest_user_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['addresses', 'sessions', 'verification_codes', 'guest_users', 'users']);
}
