import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FLASH_SALE_STATES, type FlashSaleInput, type FlashSaleProblem, flashSaleProblems, type FlashSaleState, isoInstant } from '../../core/admin/flash-sales';
import { CAPABILITY } from '../../core/admin/roles';
import type { ApiContext } from '../api/api-context';
import { announcedWrite } from '../cache/cache-changes';
import { isUniqueViolation } from '../db/unique-violation';
import { businessError, formError, ok } from '../http/envelope';
import { readRowId } from '../http/ids';
import { readPage } from '../http/paging';
import { bodyOf, recordOf } from '../http/request-body';
import { translate, translateCount } from '../i18n/server-messages';
import type { BackOfficeMember } from './back-office-gate';
import { backOfficeGuard } from './back-office-guard';
import { shopLanguages } from './delivery-rules';
import { FLASH_SALE_MESSAGES } from './flash-sale-messages';
import { closeFlashSale, FlashSaleRefusal, flashSaleTitleIn, listFlashSaleRows, saveFlashSale, storedFlashSale } from './flash-sale-writes';

/**
 * api/v1/admin/flash-sales: the operator opens, edits and closes flash sales (issue 32,
 * deliverable 6: sellers then put their variants into an upcoming one), under the `settings`
 * capability.
 * - `GET admin/flash-sales?state=upcoming|running|ended&page=`: one page of the sales in that state.
 * - `POST admin/flash-sales` `{titles, start_time, end_time, public}`: opens one (its slug from the
 *   default title, unique).
 * - `POST admin/flash-sales/{id}` `{version, titles, start_time, end_time, public}`: changes one at
 *   the version read (else "someone changed it, reload", nothing written); its window may not move
 *   onto another sale's that shares a product with it.
 * - `POST admin/flash-sales/{id}/close` `{version}`: a running sale ends now, an upcoming one goes
 *   private; nothing is ever deleted.
 * Bad input is refused whole with a message per field (`data.fields`) in the member's language. A
 * change is written in one transaction with its audit entry and the shop-wide notice, so every
 * process drops its caches and re-arms its flash boundaries (backend/catalogue/flash-boundaries.ts);
 * a write answers the first page of the state the sale is in now.
 */
export async function flashSaleRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const { db } = ctx;
  const { member } = backOfficeGuard(ctx);
  const say = (language: string, key: string, vars?: Record<string, string | number>) => translate(FLASH_SALE_MESSAGES, key, language, vars);

  /** The operator making a call, the language to answer in and the body; or null with the answer sent. */
  async function operator(request: FastifyRequest, reply: FastifyReply): Promise<{ m: BackOfficeMember; language: string; body: Record<string, unknown> } | null> {
    const m = await member(request, reply, CAPABILITY.settings);
    if (!m) return null;
    return { m, language: await ctx.language(request), body: bodyOf(request) };
  }

  /** Problems worded by field in the member's language (a language's title names the language). */
  function refusedFor(problems: readonly FlashSaleProblem[], language: string, names: Record<string, string>) {
    if (problems.some((p) => p.code === 'ended')) return businessError([say(language, 'ended')]);
    const fields: Record<string, string> = {};
    for (const problem of problems) {
      const code = problem.field.startsWith('titles.') ? problem.field.slice('titles.'.length) : '';
      fields[problem.field] ??= say(language, problem.code, { language: names[code] ?? code });
    }
    return formError(fields);
  }

  /**
   * Runs a change in one write transaction that ends by announcing it to every process; this
   * process's caches (and its flash boundaries) are told after the commit. A refusal rolls it back.
   */
  async function change<T>(work: (trx: typeof db) => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; refusal: FlashSaleRefusal }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return { ok: true, value: await announcedWrite(db, ctx.shop.dialect, ctx.changes, { scope: 'shop' }, work) };
      } catch (error) {
        if (error instanceof FlashSaleRefusal) return { ok: false, refusal: error };
        // Two sales opened at once with the same title: the second takes the next free slug.
        if (isUniqueViolation(error) && attempt < 3) continue;
        throw error;
      }
    }
  }

  const languagesOf = async () => {
    const languages = await shopLanguages(db);
    return { codes: languages.map((l) => l.code), defaultLanguage: languages.find((l) => l.isDefault)?.code ?? 'en', names: Object.fromEntries(languages.map((l) => [l.code, l.name])) };
  };

  app.get('/admin/flash-sales', async (request, reply) => {
    if (!(await member(request, reply, CAPABILITY.settings))) return reply;
    const query = recordOf(request.query);
    return ok(await listFlashSaleRows(db, stateOf(query.state), readPage(query.page), new Date()));
  });

  /** Opens a sale (`id` undefined) or changes one: checked, written, answered with its state's first page. */
  async function save(request: FastifyRequest, reply: FastifyReply, id: number | undefined) {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const { codes, defaultLanguage, names } = await languagesOf();
    const input: FlashSaleInput = {
      ...(id === undefined ? {} : { id, version: versionOf(body.version) }),
      titles: readTitles(body.titles, codes),
      start_time: typeof body.start_time === 'string' ? body.start_time : '',
      end_time: typeof body.end_time === 'string' ? body.end_time : '',
      public: body.public !== false,
    };
    // Checked first without the write lock; again inside the transaction, against the row as it stands then.
    const stored = id === undefined ? null : await storedFlashSale(db, id);
    if (id !== undefined && !stored) return businessError([say(language, 'not_found')]);
    if (stored && stored.version !== input.version) return businessError([say(language, 'stale')]);
    const problems = flashSaleProblems(input, stored ?? null, codes, defaultLanguage, new Date());
    if (problems.length > 0) return refusedFor(problems, language, names);
    const sent = { ...input, start_time: isoInstant(input.start_time)!, end_time: isoInstant(input.end_time)! };
    const done = await change((trx) => saveFlashSale(trx, sent, { actor: m, ip: request.ip, languages: codes, defaultLanguage, now: new Date() }));
    if (!done.ok) {
      const { refusal } = done;
      if (refusal.key === 'problems') return refusedFor(refusal.problems, language, names);
      return businessError([refusal.key === 'overlap' ? translateCount(FLASH_SALE_MESSAGES, 'overlap', language, refusal.count) : say(language, refusal.key)]);
    }
    const title = sent.titles[language]?.trim() || sent.titles[defaultLanguage]!.trim();
    return ok(await listFlashSaleRows(db, done.value.state, 1, new Date()), say(language, id === undefined ? 'sale_opened' : 'sale_saved', { title }));
  }

  app.post('/admin/flash-sales', (request, reply) => save(request, reply, undefined));

  app.post('/admin/flash-sales/:id', async (request, reply) => {
    const id = readRowId((request.params as { id?: unknown }).id);
    if (id === null) {
      const caller = await operator(request, reply);
      return caller ? businessError([say(caller.language, 'not_found')]) : reply;
    }
    return save(request, reply, id);
  });

  app.post('/admin/flash-sales/:id/close', async (request, reply) => {
    const caller = await operator(request, reply);
    if (!caller) return reply;
    const { m, language, body } = caller;
    const id = readRowId((request.params as { id?: unknown }).id);
    if (id === null) return businessError([say(language, 'not_found')]);
    const done = await change((trx) => closeFlashSale(trx, id, versionOf(body.version), { actor: m, ip: request.ip, now: new Date() }));
    if (!done.ok) return businessError([say(language, done.refusal.key)]);
    const title = await flashSaleTitleIn(db, id, language);
    return ok(await listFlashSaleRows(db, done.value.state, 1, new Date()), say(language, done.value.outcome === 'end_now' ? 'sale_ended' : 'sale_private', { title }));
  });
}

/** The list's state from the query: upcoming unless it names another. */
function stateOf(value: unknown): FlashSaleState {
  return FLASH_SALE_STATES.find((state) => state === value) ?? 'upcoming';
}

const INT_MAX = 2_147_483_647;

/** The version a form was read at; anything else matches no row (-1), so the change is refused as stale. */
function versionOf(value: unknown): number {
  return Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= INT_MAX ? (value as number) : -1;
}

/** The titles in each language of the shop from untrusted input (anything else left out). */
function readTitles(value: unknown, languages: readonly string[]): Record<string, string> {
  const given = recordOf(value);
  return Object.fromEntries(languages.map((code) => [code, typeof given[code] === 'string' ? (given[code] as string) : '']));
}
