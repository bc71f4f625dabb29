import type { Kysely } from 'kysely';
import type { Page } from '../../core/admin/people';
import { type ProductDecision, type ProductInReview, REVIEW_QUEUE_PAGE_SIZE } from '../../core/admin/product-review';
import { nextPublication } from '../../core/seller/publication';
import { PRIVATE, PUBLIC } from '../../core/shared/visibility';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { centsToAmount } from '../db/money';
import { writeTransaction } from '../db/write-transaction';
import type { MailSink } from '../mail/mailer';
import { productApprovedMail, productSentBackMail } from '../mail/templates/seller-mails';
import { reindexProducts } from '../search/search-index';
import { mailLowStock } from '../seller/low-stock';
import { type AuditEntry, recordAudit } from './audit-log';

const amount = (cents: number) => centsToAmount(cents).toFixed(2);

/** How many sellers' products wait in the review queue (the dashboard's figure). */
export async function productsInReview(db: Kysely<DB>): Promise<number> {
  const row = await db.selectFrom('products').where('publication', '=', 'review').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * `GET admin/products/review`: a page of the products sellers submitted for review (issue 32),
 * the one waiting longest first (its last submission or change: `updated_at`), titles in `lang`.
 */
export async function listProductsInReview(db: Kysely<DB>, page: number, lang: string): Promise<Page<ProductInReview>> {
  const scope = db.selectFrom('products as p').where('p.publication', '=', 'review');
  const [count, rows] = await Promise.all([
    scope.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    scope.innerJoin('stores as s', 's.id', 'p.store_id').innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
      .leftJoin('category_translations as ct', (join) => join.onRef('ct.category_id', '=', 'c.id').on('ct.lang', '=', lang))
      .select((eb) => [
        'p.id', 'p.slug', 'p.image', 'p.selling', 'p.offered', 'p.updated_at', 'p.version', 's.id as store_id', 's.name as store_name', 's.slug as store_slug',
        eb.fn.coalesce('t.title', 'p.title').as('title'), eb.fn.coalesce('ct.title', 'c.title').as('category'),
        eb.selectFrom('inventories as i').select((e) => e.fn.countAll<number | string>().as('c')).whereRef('i.product_id', '=', 'p.id').as('variants'),
      ])
      .orderBy('p.updated_at').orderBy('p.id').limit(REVIEW_QUEUE_PAGE_SIZE).offset((page - 1) * REVIEW_QUEUE_PAGE_SIZE).execute(),
  ]);
  const total = Number(count?.n ?? 0);
  return {
    rows: rows.map((row) => ({
      id: row.id, slug: row.slug, title: row.title, image: row.image, price: amount(row.selling), offerPrice: row.offered > 0 ? amount(row.offered) : '',
      variants: Number(row.variants ?? 0), category: row.category, store: { id: row.store_id, name: row.store_name, slug: row.store_slug },
      submittedAt: row.updated_at, version: row.version,
    })),
    total, page, lastPage: Math.max(1, Math.ceil(total / REVIEW_QUEUE_PAGE_SIZE)),
  };
}

export type ProductDecisionResult = { ok: true; title: string } | { ok: false; reason: 'no_product' | 'stale' };

/**
 * Approves a product in review read at `decision.version` (it goes public: status 1, approved_at,
 * in the search index and every process's caches) or sends it back with the reason (`returned`,
 * the reason kept for the seller's form). Checked against the version, audited and mailed to the
 * seller in their language, all in one transaction; a product decided or changed since is stale
 * and nothing is written. The caller tells its own process's caches after the commit.
 */
export async function decideProduct(
  db: Kysely<DB>, dialect: DialectName, mail: MailSink, publicUrl: string, defaultLanguage: string,
  decision: ProductDecision, actor: AuditEntry['actor'], ip: string | null,
): Promise<ProductDecisionResult> {
  return writeTransaction(db, dialect, async (trx): Promise<ProductDecisionResult> => {
    const row = await trx.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id').innerJoin('users as u', 'u.id', 's.user_id')
      .select(['p.id', 'p.slug', 'p.title', 'p.publication', 'p.version', 'p.approved_at', 'u.email', 'u.name', 'u.language'])
      .where('p.id', '=', decision.productId).executeTakeFirst();
    if (!row) return { ok: false, reason: 'no_product' };
    const action = decision.decision === 'approve' ? 'approve' : 'send_back';
    const next = nextPublication(row.publication, action, { reviewRequired: true, approvedBefore: row.approved_at !== null });
    if (row.version !== decision.version || next === null) return { ok: false, reason: 'stale' };
    const now = new Date().toISOString();
    const reason = decision.reason.trim();
    const approve = action === 'approve';
    const updated = await trx.updateTable('products').set({
      publication: next, status: approve ? PUBLIC : PRIVATE, approved_at: row.approved_at ?? (approve ? now : null),
      review_reason: approve ? null : reason, version: row.version + 1, updated_at: now,
    }).where('id', '=', row.id).where('version', '=', decision.version).where('publication', '=', 'review').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' };
    await recordAudit(trx, {
      actor, action: approve ? 'product.approve' : 'product.send_back', subject: 'product', subjectId: row.id, ip,
      before: { publication: row.publication, version: row.version },
      after: approve ? { publication: next, version: row.version + 1 } : { publication: next, reason, version: row.version + 1 },
    });
    // In or out of search, listings and its store page, in every process (the index's notice).
    if (approve) await reindexProducts({ db: trx, dialect }, [row.id]);
    const title = (await trx.selectFrom('product_translations').select('title').where('product_id', '=', row.id).where('lang', '=', row.language).executeTakeFirst())?.title ?? row.title;
    const to = { email: row.email, name: row.name, language: row.language };
    const product = { id: row.id, slug: row.slug, title };
    await mail.in(trx).send(approve ? productApprovedMail(to, product, publicUrl, defaultLanguage) : productSentBackMail(to, product, reason, publicUrl, defaultLanguage));
    // Public now: a variant already at its low-stock threshold is mailed about, after the approval (backend/seller/low-stock.ts).
    if (approve) await mailLowStock(trx, { mail, publicUrl, defaultLanguage: async () => defaultLanguage }, { productIds: [row.id] });
    return { ok: true, title: row.title };
  });
}
