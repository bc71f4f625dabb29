import type { Desk, DeskResult } from './order-desk';

const MESSAGES_COMMAND = 'npm run admin -- messages [count]';

export const CONTACT_DESK_USAGE = [
  `${MESSAGES_COMMAND}                                         the newest contact messages (20 unless told), whole`,
];

/**
 * The contact messages visitors sent, newest first: who, when, in which language, the subject,
 * where it stands (new, read, answered: the console's content section), the message whole and the
 * replies mailed from the console. The shop also gets each one by mail; this is the record when mail failed or
 * the shop had no address set.
 */
export async function listContactMessagesCommand(desk: Pick<Desk, 'db'>, args: string[]): Promise<DeskResult> {
  const count = args[0] === undefined ? 20 : Number(args[0]);
  if (!Number.isInteger(count) || count < 1 || count > 1000) return { code: 2, lines: [`Usage: ${MESSAGES_COMMAND} (count: 1 to 1000)`] };
  const rows = await desk.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(count).execute();
  if (rows.length === 0) return { code: 0, lines: ['No contact messages.'] };
  const replies = await desk.db.selectFrom('contact_replies').select(['message_id', 'actor_email', 'body', 'created_at'])
    .where('message_id', 'in', rows.map((row) => row.id)).orderBy('id').execute();
  const lines: string[] = [];
  for (const row of rows) {
    const who = row.user_id === null ? 'guest' : `user ${row.user_id}`;
    lines.push(`#${row.id}  ${row.created_at}  ${row.name} <${row.email}>  (${who}, ${row.language ?? 'language unknown'})`);
    lines.push(`  Subject: ${row.subject}`);
    lines.push(`  State: ${row.state}${row.answered_at ? ` (answered ${row.answered_at})` : row.read_at ? ` (read ${row.read_at})` : ''}`);
    for (const line of row.message.split('\n')) lines.push(`  | ${line}`);
    for (const reply of replies.filter((r) => r.message_id === row.id)) {
      lines.push(`  Replied by ${reply.actor_email} at ${reply.created_at}:`);
      for (const line of reply.body.split('\n')) lines.push(`  > ${line}`);
    }
    lines.push('');
  }
  return { code: 0, lines };
}
