import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { ApiContext } from '../api/api-context';
import type { DB } from '../db/schema';
import type { MailSink } from '../mail/mailer';
import { type LowStockLine, lowStockMail } from '../mail/templates/seller-mails';

/** What the low-stock mail needs of the shop: the mail queue, its public address, its default language (asked only when a mail is due). */
export interface LowStockMailing {
  mail: MailSink;
  publicUrl: string;
  defaultLanguage: () => Promise<string>;
}

/** The shop's low-stock mailing, from a route module's context. */
export function lowStockMailing(ctx: Pick<ApiContext, 'mail' | 'accounts' | 'models'>): LowStockMailing {
  return { mail: ctx.mail, publicUrl: ctx.accounts.publicUrl, defaultLanguage: async () => (await ctx.models.languageCatalogue()).defaultLanguage };
}

/** Which variants a check looks at: those of some products (a seller's save), or those an order took units of. */
export type LowStockScope = { productIds: readonly number[] } | { orderId: number };

type InventoryScope = ExpressionBuilder<DB, 'inventories'>;

/** True of a variant `inventories` at or under its product's threshold (a threshold of 0 is never); `published`: of a product shoppers can buy. */
const atOrUnder = (published: boolean) => (eb: InventoryScope) => eb.exists(eb.selectFrom('products as p').select('p.id')
  .whereRef('p.id', '=', 'inventories.product_id').where('p.low_stock', '>', 0).whereRef('inventories.quantity', '<=', 'p.low_stock')
  .$if(published, (q) => q.where('p.publication', '=', 'published')));

const inScope = (scope: LowStockScope) => (eb: InventoryScope) => ('orderId' in scope
  ? eb('inventories.id', 'in', eb.selectFrom('ordered_products').select('ordered_products.inventory_id').where('ordered_products.order_id', '=', scope.orderId))
  : eb('inventories.product_id', 'in', [...scope.productIds]));

/** Clears the low-stock mark of the variants `where` names that are above their threshold now, so their next dip is mailed. */
async function clearMarks(trx: Kysely<DB>, where: (eb: InventoryScope) => Expression<SqlBool>): Promise<void> {
  await trx.updateTable('inventories').set({ low_stock_mailed: 0 })
    .where('low_stock_mailed', '=', 1).where(where).where((eb) => eb.not(atOrUnder(false)(eb))).execute();
}

/**
 * Units given back to stock (a cancelled order's, in its transaction): a variant back above its
 * product's threshold loses its low-stock mark, so the next dip is mailed again.
 */
export async function clearRestockedMarks(trx: Kysely<DB>, inventoryIds: readonly number[]): Promise<void> {
  if (inventoryIds.length === 0) return;
  await clearMarks(trx, (eb) => eb('inventories.id', 'in', [...inventoryIds]));
}

/**
 * The low-stock mail (issue 32, deliverable 7), in the transaction of the change that moved the
 * stock: a seller's save, a bulk change or an import (`{productIds}`), or an order that took units
 * (`{orderId}`). A variant at or under its product's threshold (`products.low_stock`, 0 = never)
 * that was not mailed about is marked (`inventories.low_stock_mailed = 1`) and its store's seller
 * is mailed once, in their language, with every such variant of the change (product, SKU, stock,
 * a link to `/seller/products/{id}`). The mark is the claim: one UPDATE finds and marks the dips,
 * so two orders never mail one dip twice, and an order that dips nothing costs that one query.
 * Only a published product's variants are mailed about: a draft's low stock is mailed when it is
 * published (its publication change runs this too). A seller's change also clears the mark of
 * variants now above their threshold (restocked, or the threshold lowered or removed), so the next
 * dip is mailed again; an order only takes units (a cancellation's units back clear marks too: `clearRestockedMarks`).
 */
export async function mailLowStock(trx: Kysely<DB>, mailing: LowStockMailing, scope: LowStockScope): Promise<number> {
  if ('productIds' in scope) {
    if (scope.productIds.length === 0) return 0;
    await clearMarks(trx, inScope(scope));
  }
  const dipped = await trx.updateTable('inventories').set({ low_stock_mailed: 1 })
    .where('low_stock_mailed', '=', 0).where(inScope(scope)).where(atOrUnder(true))
    .returning(['inventories.id', 'inventories.product_id', 'inventories.sku', 'inventories.quantity']).execute();
  if (dipped.length === 0) return 0;
  const sellers = await trx.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id').innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('product_translations as t', (join) => join.onRef('t.product_id', '=', 'p.id').onRef('t.lang', '=', 'u.language'))
    .select((eb) => ['p.id', 'p.store_id', 'u.email', 'u.name', 'u.language', eb.fn.coalesce('t.title', 'p.title').as('title')])
    .where('p.id', 'in', [...new Set(dipped.map((row) => row.product_id))]).execute();
  const byStore = new Map<number, { to: { email: string; name: string; language: string }; lines: LowStockLine[] }>();
  for (const row of [...dipped].sort((a, b) => a.product_id - b.product_id || a.id - b.id)) {
    const product = sellers.find((seller) => seller.id === row.product_id)!;
    const entry = byStore.get(product.store_id) ?? { to: { email: product.email, name: product.name, language: product.language }, lines: [] };
    entry.lines.push({ productId: row.product_id, title: product.title, sku: row.sku, stock: Number(row.quantity) });
    byStore.set(product.store_id, entry);
  }
  const defaultLanguage = await mailing.defaultLanguage();
  for (const { to, lines } of byStore.values()) await mailing.mail.in(trx).send(lowStockMail(to, lines, mailing.publicUrl, defaultLanguage));
  return dipped.length;
}
