import './production-env';
import 'reflect-metadata';
import { join } from 'node:path';
import { redact } from '../../backend/db/database';
import { createApp } from './app';
import { CLIENT_DIR, ensureBundles } from './build';
import { accountsOptions, loadDotEnv, readConfig } from './config';
import { prepareDatabase } from './database-setup';
import { closeGracefully } from './lifecycle';
import { productionRenderer } from './render-pool/production-renderer';
import { serveAssets } from './static-assets';

/** `npm start`: build if needed, migrate, seed when empty, serve. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  await ensureBundles();
  const shop = await prepareDatabase(config.databaseUrl, config.seedProducts, console.log);
  const app = await createApp({
    shop,
    accounts: accountsOptions(config, console.log),
    uploadsDir: config.uploadsDir,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    renderer: await productionRenderer({ workers: config.pageRenderWorkers }),
    apiUrl: config.apiUrl,
    pageCacheTtlMs: config.pageCacheTtlMs,
    pageRenderConcurrency: config.pageRenderConcurrency,
    // Errors (a 500 with its request id) are always logged; every request only when asked.
    logger: process.env.LOG_REQUESTS === '1' ? true : 'errors',
    beforePages: (instance) => serveAssets(instance, join(CLIENT_DIR, 'assets')),
  });
  closeGracefully(app, shop);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Storefront ready at ${config.publicUrl} (database ${redact(config.databaseUrl)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
