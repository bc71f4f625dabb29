import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '../../core/language/language';
import { answerInEnvelopes } from '../http/envelope-handlers';
import { ok, unauthorized } from '../http/envelope';
import { PublicReads, type ReadRequest } from '../http/public-reads';
import { requestLanguage } from '../http/request-language';
import { installerCommon } from './installer-common';
import { type InstallerOptions, installerRoutes } from './install-routes';

export interface InstallerApiOptions extends InstallerOptions {
  /** Where `common` is also registered for in-process use (the server render of the installer page). */
  reads?: PublicReads;
}

/**
 * api/v1 of a process in installer mode (no database yet): the `install/*` calls, a `common`
 * with the built-in languages so the installer page renders, and no shopper; every other call is 404.
 */
export async function installerApiPlugin(app: FastifyInstance, options: InstallerApiOptions): Promise<void> {
  const reads = options.reads ?? new PublicReads();
  const language = (request: ReadRequest) => requestLanguage(request.headers, request.query, LANGUAGE_CODES, DEFAULT_LANGUAGE);
  const common = installerCommon();
  reads.get(app, '/common', async () => ok(common));
  // Before there is a shop there are no shoppers: a visitor's session check is told so.
  reads.get(app, '/user/profile', async () => unauthorized());
  installerRoutes(app, options, language);
  answerInEnvelopes(app);
}
