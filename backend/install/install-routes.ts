import type { FastifyInstance, FastifyReply } from 'fastify';
import { readDatabaseChoice, SETUP_TOKEN_HEADER } from '../../core/install/install-rules';
import { PASSWORD } from '../../core/shared/password';
import { enrolFirstOperator } from '../admin/first-operator';
import type { ShopDatabase } from '../db/database';
import { formError, ok } from '../http/envelope';
import type { ReadRequest } from '../http/public-reads';
import { translate } from '../i18n/server-messages';
import { folderReports } from './folder-access';
import { installDatabase } from './install-database';
import { INSTALL_MESSAGES } from './install-messages';
import { saveShopConfig, type ShopConfig } from './shop-config';
import { tokenMatches } from './setup-token';

type Language = (request: ReadRequest) => Promise<string> | string;

const CALLS = ['configured', 'set-permission', 'set-database'] as const;

/** The answer of every installer call once the shop is set up: status 403 and `data.configured`. */
function configuredRefusal(language: string) {
  return { status: 403, message: translate(INSTALL_MESSAGES, 'configured', language), data: { configured: true } };
}

/**
 * A running shop's `install/*`: every call refused for good, whoever asks and whatever it carries,
 * so nobody can reconfigure a shop that serves (the installer runs only in its own mode).
 */
export function lockedInstallRoutes(app: FastifyInstance, language: Language): void {
  for (const call of CALLS) {
    app.route({ method: ['GET', 'POST'], url: `/install/${call}`, handler: async (request, reply) => reply.code(403).send(configuredRefusal(await language(request))) });
  }
  app.get('/install/serving', async () => ok({ serving: 'shop' }));
}

export interface InstallerOptions {
  /** The one-time setup token printed in the server log. */
  token: string;
  /** The data folder (database, configuration) and the uploads folder, as `set-permission` reports them. */
  dataDir: string;
  uploadsDir: string;
  /** Where the configuration is saved (`shopConfigFile(dataDir)`). */
  configFile: string;
  /** Products in the demo catalogue when the operator asks for it. */
  seedProducts: number;
  log: (line: string) => void;
  /** Called once after the answer to a successful `set-database`: the process starts serving the shop. */
  onInstalled: (shop: ShopDatabase, config: ShopConfig) => void | Promise<void>;
}

/**
 * The installer's `install/*` (only in installer mode, before any configuration exists): each
 * call needs the setup token in the `X-Setup-Token` header, answered the same whether it is
 * missing or wrong; once `set-database` has saved the configuration every call is refused.
 */
export function installerRoutes(app: FastifyInstance, options: InstallerOptions, language: Language): void {
  let configured = false;
  let busy = false;
  const header = SETUP_TOKEN_HEADER.toLowerCase();

  /**
   * The refusal envelope for this request (its HTTP status set on the reply), or null when it may
   * go on. (An envelope, not the sent reply: a reply is thenable, and awaiting it loses the answer.)
   */
  const refusal = async (request: ReadRequest, reply: FastifyReply, needsToken: boolean) => {
    const lang = await language(request);
    if (configured) {
      void reply.code(403);
      return configuredRefusal(lang);
    }
    if (needsToken && !tokenMatches(options.token, request.headers[header])) {
      void reply.code(403);
      return { status: 403, message: translate(INSTALL_MESSAGES, 'token_refused', lang), data: null };
    }
    return null;
  };

  // Which process answers on the port: the installer page waits for 'shop' before it says "ready".
  app.get('/install/serving', async () => ok({ serving: 'installer' }));

  app.route({
    method: ['GET', 'POST'], url: '/install/configured',
    handler: async (request, reply) => (await refusal(request, reply, false)) ?? ok({ configured: false }),
  });

  app.route({
    method: ['GET', 'POST'], url: '/install/set-permission',
    handler: async (request, reply) => (await refusal(request, reply, true)) ?? ok({
      folders: folderReports({ data: options.dataDir, uploads: options.uploadsDir }),
      sqlite_path: `${options.dataDir.replace(/[\\/]+$/, '')}/shop.db`,
    }),
  });

  app.post('/install/set-database', async (request, reply) => {
    const refused = await refusal(request, reply, true);
    if (refused) return refused;
    const lang = await language(request);
    if (busy) {
      void reply.code(409);
      return { status: 409, message: translate(INSTALL_MESSAGES, 'busy', lang), data: null };
    }
    const choice = readDatabaseChoice(request.body);
    if (!choice.ok) return formError({ [choice.field]: translate(INSTALL_MESSAGES, choice.problem, lang, { min: PASSWORD.minLength, max: PASSWORD.maxLength }) });

    busy = true;
    try {
      const field = choice.url.startsWith('sqlite:') ? 'sqlite_path' : 'postgres_url';
      const outcome = await installDatabase(choice.url, { demo: choice.demo, seedProducts: options.seedProducts, log: options.log });
      if (!outcome.ok) return formError({ [field]: translate(INSTALL_MESSAGES, outcome.problem, lang, outcome.vars) });
      const enrolled = await enrolFirstOperator(outcome.shop.db, choice.operator, lang);
      if (!enrolled.ok) {
        // The database stays migrated (and seeded): another address on the next try finds it kept.
        await outcome.shop.close();
        return formError({ operator_email: translate(INSTALL_MESSAGES, enrolled.problem, lang) });
      }
      const config: ShopConfig = { databaseUrl: choice.url, configuredAt: new Date().toISOString() };
      try {
        saveShopConfig(options.configFile, config);
      } catch (error) {
        options.log(`Installer: cannot save ${options.configFile}: ${(error as Error).message}`);
        await outcome.shop.close();
        return formError({ [field]: translate(INSTALL_MESSAGES, 'config_unwritable', lang, { path: options.configFile }) });
      }
      configured = true;
      // The switch to the shop waits for this answer to leave, so the page hears of its success.
      reply.raw.once('finish', () => void Promise.resolve(options.onInstalled(outcome.shop, config)).catch((error: unknown) => options.log(`Installer: starting the shop failed: ${String(error)}`)));
      return ok({ configured: true, seeded: outcome.seeded }, translate(INSTALL_MESSAGES, 'installed', lang));
    } finally {
      busy = false;
    }
  });
}
