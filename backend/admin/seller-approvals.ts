import type { Kysely } from 'kysely';
import { PEOPLE_PAGE_SIZE, type Page, type PendingSeller, type SellerDecision, type SellerState } from '../../core/admin/people';
import { ROLE } from '../../core/admin/roles';
import { announceChange } from '../cache/cache-changes';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { MailSink } from '../mail/mailer';
import { sellerApprovedMail, sellerRefusedMail } from '../mail/templates/account-mails';
import { type AuditEntry, recordAudit } from './audit-log';

/**
 * Sellers' stores waiting for the back office (issue 31, deliverable 4). A seller signs up with a
 * store (backend/auth/sellers.ts `ensureSellerStore`): the account's role is 'seller' and the store
 * is 'pending' until approved, when it goes live (store pages, follows and the sitemap show only
 * approved stores). A refused store stays 'pending' with `refused_at` and the reason, never shown.
 * Waiting: a pending store of a seller's account, not refused. Each decision is checked against the
 * store's version, audited and mailed to the seller in their language, all in one transaction.
 */
function sellersQuery(db: Kysely<DB>, state: SellerState) {
  const query = db.selectFrom('stores as s').innerJoin('users as u', 'u.id', 's.user_id')
    .where('u.role', '=', ROLE.seller).where('s.status', '=', 'pending');
  return state === 'refused' ? query.where('s.refused_at', 'is not', null) : query.where('s.refused_at', 'is', null);
}

/** How many verified sellers wait for approval (the dashboard's figure). */
export async function sellersWaiting(db: Kysely<DB>): Promise<number> {
  const row = await sellersQuery(db, 'waiting').where('u.verified_at', 'is not', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}


/** A page of sellers, those who proved their address first, oldest first (first come, first served). */
export async function listSellers(db: Kysely<DB>, state: SellerState, page: number): Promise<Page<PendingSeller>> {
  const query = sellersQuery(db, state);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    query.select(['u.id as user_id', 'u.name', 'u.email', 'u.phone', 'u.language', 'u.verified_at', 'u.created_at',
      's.id as store_id', 's.name as store_name', 's.slug', 's.version', 's.refused_at', 's.refusal_reason'])
      .orderBy((eb) => eb.case().when('u.verified_at', 'is', null).then(1).else(0).end())
      .orderBy('s.id').limit(PEOPLE_PAGE_SIZE).offset((page - 1) * PEOPLE_PAGE_SIZE).execute(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map((row) => ({
      userId: row.user_id, name: row.name, email: row.email, phone: row.phone, language: row.language, verified: row.verified_at !== null,
      store: { id: row.store_id, name: row.store_name, slug: row.slug, version: row.version },
      registeredAt: row.created_at, refusedAt: row.refused_at, refusalReason: row.refusal_reason,
    })),
    total, page, lastPage: Math.max(1, Math.ceil(total / PEOPLE_PAGE_SIZE)),
  };
}

export type DecisionResult =
  | { ok: true; store: { name: string; slug: string } }
  | { ok: false; reason: 'no_store' | 'not_verified' | 'stale' };

/**
 * Approves or refuses a seller's store read at `decision.version`. A store already decided, or
 * changed since, is refused as stale and nothing is written; a seller who has not proved the
 * address cannot be approved yet. An approved store goes live: every process is told (the caller
 * tells its own caches after the commit).
 */
export async function decideSeller(
  db: Kysely<DB>, dialect: DialectName, mail: MailSink, publicUrl: string, decision: SellerDecision, actor: AuditEntry['actor'], ip: string | null,
): Promise<DecisionResult> {
  return db.transaction().execute(async (trx): Promise<DecisionResult> => {
    const row = await trx.selectFrom('stores as s').innerJoin('users as u', 'u.id', 's.user_id')
      .select(['s.id', 's.name', 's.slug', 's.status', 's.version', 's.refused_at', 's.refusal_reason', 'u.id as user_id', 'u.email', 'u.name as user_name', 'u.language', 'u.role', 'u.verified_at'])
      .where('s.id', '=', decision.storeId).executeTakeFirst();
    if (!row || row.role !== ROLE.seller) return { ok: false, reason: 'no_store' };
    if (row.version !== decision.version || row.status !== 'pending' || row.refused_at !== null) return { ok: false, reason: 'stale' };
    const approve = decision.decision === 'approve';
    if (approve && row.verified_at === null) return { ok: false, reason: 'not_verified' };
    const now = new Date().toISOString();
    const reason = decision.reason.trim();
    const updated = await trx.updateTable('stores')
      .set(approve ? { status: 'approved', approved_at: now, version: row.version + 1 } : { refused_at: now, refusal_reason: reason, version: row.version + 1 })
      .where('id', '=', row.id).where('version', '=', decision.version).where('status', '=', 'pending').where('refused_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    await recordAudit(trx, {
      actor, action: approve ? 'seller.approve' : 'seller.refuse', subject: 'store', subjectId: row.id, ip,
      before: { status: 'pending', version: row.version, seller: row.email },
      after: approve ? { status: 'approved', version: row.version + 1 } : { status: 'refused', reason, version: row.version + 1 },
    });
    if (approve) await announceChange(trx, dialect, { scope: 'shop' });
    const to = { email: row.email, name: row.user_name, language: row.language };
    await mail.in(trx).send(approve ? sellerApprovedMail(to, row, publicUrl) : sellerRefusedMail(to, row, reason, publicUrl));
    return { ok: true, store: { name: row.name, slug: row.slug } };
  });
}
