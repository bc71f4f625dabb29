import { type Kysely, sql } from 'kysely';
import { ddl, entityTable, index, owner, required, stamp } from './migration-kit';

// Content and moderation in the back office (issue 31, deliverable 5):
// - reviews: a hidden review (status private) keeps why and by whom it was hidden or shown again
//   (`moderation_reason`, `moderated_by`, `moderated_at`); `version` counts every change, so a
//   member's change made on a stale page is refused instead of silently winning.
// - contact_messages: where each message stands (`state`: new, read, answered; `read_at`,
//   `answered_at`) and a `version` like the reviews'.
// - contact_replies: each reply mailed to a message's sender, kept with the message (who, when,
//   what was said).
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = ddl(db);
  await db.schema.alterTable('reviews').addColumn('moderation_reason', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('moderated_by', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('moderated_at', 'text').execute();
  await db.schema.alterTable('reviews').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('contact_messages')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('new').check(sql`state in ('new', 'read', 'answered')`)).execute();
  await db.schema.alterTable('contact_messages').addColumn('read_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('answered_at', 'text').execute();
  await db.schema.alterTable('contact_messages').addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await sql`create index contact_messages_state on contact_messages (state, id)`.execute(db);
  await sql`create index reviews_status_id on reviews (status, id)`.execute(db);

  await entityTable(d, 'contact_replies')
    .addColumn('message_id', 'integer', owner('contact_messages.id'))
    // No foreign key to the member: a reply outlives its writer's account (the address is kept).
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'text', required)
    .addColumn('body', 'text', required)
    .addColumn('created_at', 'text', stamp(d))
    .execute();
  await index(d, 'contact_replies', ['message_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_replies').ifExists().execute();
  await sql`drop index if exists reviews_status_id`.execute(db);
  await sql`drop index if exists contact_messages_state`.execute(db);
  for (const column of ['version', 'answered_at', 'read_at', 'state']) await db.schema.alterTable('contact_messages').dropColumn(column).execute();
  for (const column of ['version', 'moderated_at', 'moderated_by', 'moderation_reason']) await db.schema.alterTable('reviews').dropColumn(column).execute();
}
