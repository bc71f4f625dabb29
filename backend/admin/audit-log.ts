import { type Kysely, type SqlBool, sql } from 'kysely';
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

/** What the log may be filtered by (each optional): an action or its prefix, a subject, an actor's address (or part of it), a day range. */
export interface AuditFilter {
  page: number;
  /** 'review' finds review.hide and review.show; 'review.hide' only that. */
  action?: string;
  subject?: string;
  actor?: string;
  /** Days as YYYY-MM-DD (UTC), both included. */
  from?: string;
  to?: string;
}

const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day after a YYYY-MM-DD day, at midnight UTC, as stored timestamps are written. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString();
}

/** A page of the log, newest first, filtered; with every action and subject the log holds (for the console's filters). */
export async function listAudit(db: Kysely<DB>, filter: AuditFilter): Promise<AuditPage> {
  let query = db.selectFrom('audit_log');
  if (filter.action) {
    const action = filter.action;
    query = query.where((eb) => eb.or([eb('action', '=', action), eb('action', 'like', sql<string>`${`${literal(action)}.%`} escape '\\'`)]));
  }
  if (filter.subject) query = query.where('subject', '=', filter.subject);
  if (filter.actor) query = query.where(sql<SqlBool>`lower(actor_email) like ${`%${literal(filter.actor.toLowerCase())}%`} escape '\\'`);
  if (filter.from && DAY.test(filter.from) && !Number.isNaN(Date.parse(filter.from))) query = query.where('created_at', '>=', `${filter.from}T00:00:00.000Z`);
  if (filter.to && DAY.test(filter.to) && !Number.isNaN(Date.parse(filter.to))) query = query.where('created_at', '<', dayAfter(filter.to));
  const page = Math.max(1, filter.page);
  const [count, rows, actions, subjects] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query.select(['id', 'actor_email', 'action', 'subject', 'subject_id', 'before_data', 'after_data', 'ip', 'created_at'])
      .orderBy('id', 'desc').limit(AUDIT_PAGE_SIZE).offset((page - 1) * AUDIT_PAGE_SIZE).execute(),
    db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute(),
    db.selectFrom('audit_log').select('subject').distinct().orderBy('subject').execute(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map(({ before_data, after_data, ...row }) => ({ ...row, before: before_data === null ? null : JSON.parse(before_data), after: after_data === null ? null : JSON.parse(after_data) })),
    total,
    page,
    lastPage: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    actions: actions.map((row) => row.action),
    subjects: subjects.map((row) => row.subject),
  };
}
