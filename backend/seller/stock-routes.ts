import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BulkSaved } from '../../core/seller/bulk-stock';
import { IMPORT_LIMITS, type ImportLineProblem, type ImportSummary } from '../../core/seller/seller-csv';
import type { ApiContext } from '../api/api-context';
import { businessError, formError, ok } from '../http/envelope';
import { saveBulkChanges } from './bulk-writes';
import { writeImport } from './import-writes';
import { lowStockMailing } from './low-stock';
import { planImport, type ImportProblem, productsCsv } from './product-csv';
import type { ProductWriter } from './product-writes';
import { problemText } from './problem-text';
import type { SellerCaller, SellerGuard } from './seller-guard';
import { readBulkChanges, readVariantQuery } from './seller-input';
import { listSellerVariants } from './seller-variants-list';
import { cutOffUpload } from '../http/upload-cutoff';

type CsvUpload = { bytes: Buffer } | { trouble: 'csv_no_file' | 'csv_too_big' | 'csv_one_file' };

/** The one file of a multipart upload, read to its end within IMPORT_LIMITS, or what went wrong. */
async function readCsvUpload(request: FastifyRequest): Promise<CsvUpload> {
  if (!request.isMultipart()) return { trouble: 'csv_no_file' };
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { files: 1, fileSize: IMPORT_LIMITS.maxBytes, fields: 5, fieldSize: 100, parts: 6 } })) {
      if (part.type === 'file') bytes = await part.toBuffer();
    }
  } catch (error) {
    // Past a limit nothing more is read: the answer closes the connection (backend/http/upload-cutoff.ts).
    cutOffUpload(request);
    const code = (error as { code?: string }).code;
    return { trouble: code === 'FST_REQ_FILE_TOO_LARGE' ? 'csv_too_big' : code === 'FST_FILES_LIMIT' ? 'csv_one_file' : 'csv_no_file' };
  }
  return bytes === null ? { trouble: 'csv_no_file' } : { bytes };
}

/**
 * api/v1/seller's stock and price calls (issue 32, deliverable 4; docs/seller-api.md): the bulk
 * table of the store's variants and its all-or-nothing save, and the products' CSV export and
 * import (decision 0031). Same gate, same rules, same writes as the product form.
 */
export function stockRoutes(app: FastifyInstance, ctx: ApiContext, guard: SellerGuard): void {
  const shopLanguages = async () => {
    const { codes, defaultLanguage } = await ctx.models.languageCatalogue();
    return { languages: codes, defaultLanguage };
  };
  const writerFor = async (seller: SellerCaller): Promise<ProductWriter> => ({
    db: ctx.db, dialect: ctx.shop.dialect, storeId: seller.storeId, ...(await shopLanguages()), lowStock: lowStockMailing(ctx),
  });

  app.get('/seller/variants', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    return ok(await listSellerVariants(ctx.db, seller.storeId, readVariantQuery(request.query), seller.language));
  });

  app.post('/seller/variants/bulk', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const changes = readBulkChanges(request.body);
    if (changes === null) return businessError([guard.say(seller.language, 'bad_input')]);
    const result = await saveBulkChanges(await writerFor(seller), changes);
    if (!result.ok) {
      const fields: Record<string, string> = {};
      for (const { field, code } of result.problems) fields[field] ??= problemText(seller.language, field, code);
      return formError(fields);
    }
    ctx.changes.changed({ scope: 'products', ids: result.products.map((product) => product.id), tiles: true });
    const saved: BulkSaved = { products: result.products, message: guard.say(seller.language, 'bulk_saved', { count: changes.length }) };
    return ok(saved, saved.message);
  });

  // A download, not an envelope: the workspace links to it and the browser saves the file.
  app.get('/seller/products/export.csv', async (request, reply) => {
    const seller = await guard.seller(request, reply, true);
    if (!seller) return reply;
    const { csv } = await productsCsv(ctx.db, seller.storeId, await shopLanguages());
    const store = await ctx.db.selectFrom('stores').select('slug').where('id', '=', seller.storeId).executeTakeFirstOrThrow();
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="products-${store.slug}-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(csv);
  });

  app.post('/seller/products/import', async (request, reply) => {
    let upload: CsvUpload | null = null;
    const seller = await guard.seller(request, reply, true, async () => {
      upload = await readCsvUpload(request);
    });
    if (!seller) return reply;
    const read = upload ?? (await readCsvUpload(request));
    const say = (key: string, vars?: Record<string, string | number>) => guard.say(seller.language, key, vars);
    if ('trouble' in read) return businessError([say(read.trouble, { max: IMPORT_LIMITS.maxBytes / 1024 / 1024 })]);
    const refuse = (problems: readonly ImportProblem[]) => {
      const lines: ImportLineProblem[] = problems.slice(0, IMPORT_LIMITS.maxListed)
        .map((p) => ({ line: p.line, column: p.column, message: problemText(seller.language, p.column, p.code, p.vars) }));
      const summary = say('csv_refused', { count: problems.length });
      return { status: 201, message: summary, data: { form: [summary], lines } };
    };
    const writer = await writerFor(seller);
    const plan = await planImport(ctx.db, seller.storeId, read.bytes, writer, ctx.uploadsDir);
    if (!plan.ok) return refuse(plan.problems);
    const written = plan.products.length === 0 ? { ok: true as const, created: 0, updated: 0, ids: [] } : await writeImport(writer, plan.products);
    if (!written.ok) return refuse(written.problems);
    if (written.ids.length > 0) ctx.changes.changed({ scope: 'products', ids: written.ids, tiles: true });
    const summary: ImportSummary = {
      created: written.created, updated: written.updated, unchanged: plan.unchanged,
      message: say('csv_imported', { created: written.created, updated: written.updated, unchanged: plan.unchanged }),
    };
    return ok(summary, summary.message);
  });
}
