import { type Kysely, sql } from 'kysely';
import { type CustomerBlock, type CustomerQuery, type CustomerRow, PEOPLE_PAGE_SIZE, type Page } from '../../core/admin/people';
import { ROLE } from '../../core/admin/roles';
import type { DB } from '../db/schema';
import { revokeOtherSessions } from '../auth/sessions';
import { type AuditEntry, recordAudit } from './audit-log';

/**
 * Customers in the back office (issue 31, deliverable 4): searched by name, e-mail or phone and
 * paged on the server, each with their order count and last order; blocked (no sign-in of any
 * kind, sessions ended at once: backend/auth/auth-service.ts, social-sign-in.ts and sessions.ts
 * refuse a blocked account) and unblocked. Customers are accounts whose storefront role is
 * 'customer' and who are not in the back office.
 */
function customers(db: Kysely<DB>, q: string) {
  let query = db.selectFrom('users as u').where('u.role', '=', ROLE.customer)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('back_office_members as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id'))));
  if (q !== '') {
    const like = `%${q.toLowerCase().replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    query = query.where((eb) => eb.or([
      eb(eb.fn('lower', ['u.name']), 'like', sql<string>`${like} escape '\\'`),
      eb('u.email', 'like', sql<string>`${like} escape '\\'`),
      // A phone is found by its digits however it was written (spaces, dashes, +).
      ...(digits.length >= 3 ? [eb(sql<string>`replace(replace(replace(replace(replace(coalesce(u.phone, ''), ' ', ''), '-', ''), '+', ''), '(', ''), ')', '')`, 'like', `%${digits}%`)] : []),
    ]));
  }
  return query;
}

const SORTS = {
  newest: [['u.id', 'desc']],
  name: [['u.name', 'asc'], ['u.id', 'asc']],
  orders: [['order_count', 'desc'], ['u.id', 'desc']],
  last_order: [['last_order_id', 'desc'], ['u.id', 'desc']],
} as const;

/** A page of customers matching `q` in the whitelisted order `sort`. */
export async function listCustomers(db: Kysely<DB>, query: CustomerQuery): Promise<Page<CustomerRow>> {
  const base = customers(db, query.q);
  let rows = base.select([
    'u.id', 'u.name', 'u.email', 'u.phone', 'u.language', 'u.verified_at', 'u.created_at', 'u.blocked_at', 'u.blocked_reason', 'u.version',
    sql<number | string>`(select count(*) from orders o where o.user_id = u.id)`.as('order_count'),
    // 0 for none, so "last order" sorts the same on both databases (their NULLs sort apart).
    sql<number | string>`coalesce((select max(o.id) from orders o where o.user_id = u.id), 0)`.as('last_order_id'),
  ]);
  for (const [column, direction] of SORTS[query.sort]) rows = rows.orderBy(sql.ref(column), direction);
  const [count, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    rows.limit(PEOPLE_PAGE_SIZE).offset((query.page - 1) * PEOPLE_PAGE_SIZE).execute(),
  ]);
  const lastIds = found.map((row) => Number(row.last_order_id)).filter((id) => id > 0);
  const last = lastIds.length === 0 ? [] : await db.selectFrom('orders').select(['id', 'tracking_code', 'created_at']).where('id', 'in', lastIds).execute();
  const total = Number(count?.n ?? 0);
  return {
    rows: found.map((row) => {
      const order = last.find((o) => o.id === Number(row.last_order_id));
      return {
        id: row.id, name: row.name, email: row.email, phone: row.phone, language: row.language, verified: row.verified_at !== null,
        registeredAt: row.created_at, orderCount: Number(row.order_count ?? 0),
        lastOrder: order ? { code: order.tracking_code, placedAt: order.created_at } : null,
        blockedAt: row.blocked_at, blockedReason: row.blocked_reason, version: row.version,
      };
    }),
    total, page: query.page, lastPage: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)),
  };
}

export type BlockResult = { ok: true; email: string } | { ok: false; reason: 'no_customer' | 'stale' };

/**
 * Blocks or unblocks a customer read at `change.version`; blocking ends every session of theirs at
 * once. A row changed since is refused as stale and nothing is written. Audited with before and after.
 */
export async function setCustomerBlock(db: Kysely<DB>, change: CustomerBlock, actor: AuditEntry['actor'], ip: string | null): Promise<BlockResult> {
  return db.transaction().execute(async (trx): Promise<BlockResult> => {
    const user = await customers(trx, '').select(['u.id', 'u.email', 'u.blocked_at', 'u.blocked_reason', 'u.version']).where('u.id', '=', change.userId).executeTakeFirst();
    if (!user) return { ok: false, reason: 'no_customer' };
    if (user.version !== change.version || (user.blocked_at !== null) === change.blocked) return { ok: false, reason: 'stale' };
    const now = new Date().toISOString();
    const reason = change.reason.trim();
    const updated = await trx.updateTable('users')
      .set({ blocked_at: change.blocked ? now : null, blocked_reason: change.blocked ? reason : null, version: user.version + 1, updated_at: now })
      .where('id', '=', user.id).where('version', '=', change.version).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    if (change.blocked) await revokeOtherSessions(trx, user.id, null);
    await recordAudit(trx, {
      actor, action: change.blocked ? 'customer.block' : 'customer.unblock', subject: 'user', subjectId: user.id, ip,
      before: { blocked: user.blocked_at !== null, reason: user.blocked_reason, version: user.version },
      after: { blocked: change.blocked, reason: change.blocked ? reason : null, version: user.version + 1 },
    });
    return { ok: true, email: user.email };
  });
}
