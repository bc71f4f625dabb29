import type { Desk, DeskResult } from './order-desk';

const MESSAGES_COMMAND = 'npm run admin -- messages [count]';

export const CONTACT_DESK_USAGE = [
  `${MESSAGES_COMMAND}                                         the newest contact messages (20 unless told), whole`,
];

/**
 * The contact messages visitors sent, newest first: who, when, in which language, the subject and
 * the message whole. The shop also gets each one by mail; this is the record when mail failed or
 * the shop had no address set.
 */
export async function listContactMessagesCommand(desk: Pick<Desk, 'db'>, args: string[]): Promise<DeskResult> {
  const count = args[0] === undefined ? 20 : Number(args[0]);
  if (!Number.isInteger(count) || count < 1 || count > 1000) return { code: 2, lines: [`Usage: ${MESSAGES_COMMAND} (count: 1 to 1000)`] };
  const rows = await desk.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(count).execute();
  if (rows.length === 0) return { code: 0, lines: ['No contact messages.'] };
  const lines: string[] = [];
  for (const row of rows) {
    const who = row.user_id === null ? 'guest' : `user ${row.user_id}`;
    lines.push(`#${row.id}  ${row.created_at}  ${row.name} <${row.email}>  (${who}, ${row.language ?? 'language unknown'})`);
    lines.push(`  Subject: ${row.subject}`);
    for (const line of row.message.split('\n')) lines.push(`  | ${line}`);
    lines.push('');
  }
  return { code: 0, lines };
}
