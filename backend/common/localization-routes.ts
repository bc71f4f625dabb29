import type { FastifyInstance } from 'fastify';
import type { Texts } from '../../core/language/localization';
import type { ApiContext } from '../api/api-context';
import { TtlCache } from '../cache/ttl-cache';
import { failure, ok } from '../http/envelope';
import { translate } from '../i18n/server-messages';
import { loadLanguageTexts } from './language-texts';
import { LOCALIZATION_MESSAGES } from './localization-messages';

/**
 * `localization?locale_code=de`: the storefront texts of an active language, nested like the
 * catalogues (only the imported keys; the storefront fills the rest from the default language).
 * A predefined language's texts ship with the app, so it answers `{}` unless some were imported.
 * Kept the read models' TTL (READ_MODEL_TTL_MS) per language like `common`: an import by the operator's command (another
 * process) shows within that time, or at once on PostgreSQL by its notice.
 */
export async function localizationRoutes(app: FastifyInstance, ctx: ApiContext): Promise<void> {
  const texts = new TtlCache<Texts>(ctx.readModelTtlMs, 'localization');
  ctx.changes.whenChanged('shop', () => texts.clear());
  ctx.reads.get(app, '/localization', async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const code = typeof query.locale_code === 'string' ? query.locale_code.trim().toLowerCase() : '';
    const { codes } = await ctx.models.languageCatalogue();
    if (!codes.includes(code)) {
      return reply.code(404).send(failure(404, translate(LOCALIZATION_MESSAGES, 'unknown_language', await ctx.language(request))));
    }
    return ok(await texts.get(code, () => loadLanguageTexts(ctx.db, code)));
  });
}
