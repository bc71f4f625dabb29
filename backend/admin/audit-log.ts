import type { Kysely } from 'kysely';
import type { AuditPage } from '../../core/admin/back-office';
import type { DB } from '../db/schema';

/** One back-office change as the audit log keeps it. */
export interface AuditEntry {
  actor: { id: number | null; email: string };
  /** A dotted name: 'operator.add', 'staff.invite', 'factor.totp', 'session.sign_in', ... */
  action: string;
  subject: string;
  subjectId?: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends an entry; call it with the transaction of the change it records, so a change and its
 * entry are written together or not at all. The table refuses UPDATE and DELETE (migration 0035).
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry, now = new Date()): Promise<void> {
  await db.insertInto('audit_log').values({
    actor_id: entry.actor.id,
    actor_email: entry.actor.email,
    action: entry.action,
    subject: entry.subject,
    subject_id: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    before_data: json(entry.before),
    after_data: json(entry.after),
    ip: entry.ip ?? null,
    created_at: now.toISOString(),
  }).execute();
}

export const AUDIT_PAGE_SIZE = 50;

/** A page of the log, newest first, filtered by action prefix, subject or actor address. */
export async function listAudit(db: Kysely<DB>, filter: { page: number; action?: string; subject?: string; actor?: string }): Promise<AuditPage> {
  let query = db.selectFrom('audit_log');
  if (filter.action) query = query.where('action', 'like', `${filter.action.replace(/[%_\\]/g, '')}%`);
  if (filter.subject) query = query.where('subject', '=', filter.subject);
  if (filter.actor) query = query.where('actor_email', '=', filter.actor.toLowerCase());
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query.select(['id', 'actor_email', 'action', 'subject', 'subject_id', 'before_data', 'after_data', 'ip', 'created_at'])
      .orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((Math.max(1, filter.page) - 1) * AUDIT_PAGE_SIZE).execute(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map(({ before_data, after_data, ...row }) => ({ ...row, before: before_data === null ? null : JSON.parse(before_data), after: after_data === null ? null : JSON.parse(after_data) })),
    total,
    page: Math.max(1, filter.page),
    lastPage: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
