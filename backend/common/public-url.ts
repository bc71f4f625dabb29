import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Where the shop's public address comes from: `configured` (PUBLIC_URL, or a URL the app was given),
 * or `listening` (no PUBLIC_URL: the address the process listens on, http://localhost:PORT).
 */
export type PublicUrlSource = 'configured' | 'listening';

/** An origin without its trailing slashes. */
export function trimOrigin(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * Records the running shop's public address in `settings` (migration 0032), so that a process
 * without PUBLIC_URL (`npm run admin`) links its mails to the same place. A configured address
 * always replaces the record; a listening one only replaces another listening one or none, so a
 * second process started without PUBLIC_URL (a developer's, a one-off) never undoes the
 * operator's. The Host of a request is never recorded: anyone can send any Host.
 */
export async function recordPublicUrl(db: Kysely<DB>, url: string, source: PublicUrlSource): Promise<void> {
  const origin = trimOrigin(url);
  if (!/^https?:\/\/[^/\s]+/i.test(origin)) return;
  let update = db.updateTable('settings').set({ public_url: origin, public_url_configured: source === 'configured' ? 1 : 0 }).where('id', '=', 1);
  if (source === 'listening') update = update.where((eb) => eb.or([eb('public_url', 'is', null), eb('public_url_configured', '=', 0)]));
  await update.execute();
}

/** The address the running shop recorded (see recordPublicUrl), or null when none has started yet. */
export async function recordedPublicUrl(db: Kysely<DB>): Promise<string | null> {
  const row = await db.selectFrom('settings').select('public_url').where('id', '=', 1).executeTakeFirst();
  return row?.public_url ? trimOrigin(row.public_url) : null;
}

/**
 * The public address a process without its own server (`npm run admin`) links to: its PUBLIC_URL
 * when set, else the one the running shop recorded, else http://localhost:PORT (as the shop itself
 * defaults).
 */
export async function publicUrlFor(db: Kysely<DB>, env: { PUBLIC_URL?: string; PORT?: string }): Promise<string> {
  if (env.PUBLIC_URL) return trimOrigin(env.PUBLIC_URL);
  return (await recordedPublicUrl(db)) ?? `http://localhost:${env.PORT || '3000'}`;
}
