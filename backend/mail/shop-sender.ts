import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Mailer } from './mailer';

/** The shop's name as the recipient's language writes it (site_settings and its translation), or null when none is set. */
export async function siteName(db: Kysely<DB>, language: string): Promise<string | null> {
  const row = await db
    .selectFrom('site_settings as s')
    .leftJoin('site_setting_translations as t', (join) => join.onRef('t.site_setting_id', '=', 's.id').on('t.lang', '=', language))
    .select((eb) => eb.fn.coalesce('t.site_name', 's.site_name').as('site_name'))
    .where('s.id', '=', 1)
    .executeTakeFirst();
  return row?.site_name?.trim() || null;
}

/**
 * Mail from the shop by name: each message goes out with the shop's `site_name` (in the
 * recipient's language) as the sender's name, at the configured address. A message that names its
 * sender keeps it; a shop without a name, or a failed read of it, sends with the configured sender.
 */
export function withShopSender(db: Kysely<DB>, mailer: Mailer): Mailer {
  return {
    address: mailer.address,
    async send(message) {
      if (message.fromName) return mailer.send(message);
      const name = await siteName(db, message.language).catch(() => null);
      return mailer.send(name ? { ...message, fromName: name } : message);
    },
  };
}
