import './production-env';
import 'reflect-metadata';
import { join } from 'node:path';
import { redact, type ShopDatabase } from '../../backend/db/database';
import { readShopConfig, shopConfigFile } from '../../backend/install/shop-config';
import { type AppSettings, createApp } from './app';
import { CLIENT_DIR, ensureBundles } from './build';
import { paymentSettings } from '../../backend/payments/payment-providers';
import { accountsOptions, loadDotEnv, readConfig, type ServerConfig } from './config';
import { prepareDatabase } from './database-setup';
import { isConfigured, runInstaller } from './installer-mode';
import { closeGracefully } from './lifecycle';
import type { PageRenderer } from './page-handler/page-renderer';
import { productionRenderer } from './render-pool/production-renderer';
import { serveAssets } from './static-assets';

/**
 * `npm start`: build if needed, migrate, seed when empty, serve. The database is DATABASE_URL,
 * else the one the installer saved in the data folder, else the embedded SQLite default. With
 * `--installer` (or INSTALLER=1) and none of these, the first-run installer serves instead.
 */
async function main(): Promise<void> {
  loadDotEnv();
  let config: ServerConfig;
  try {
    config = readConfig();
  } catch (error) {
    // A setting the shop cannot run with: what to change, without a stack trace.
    console.error(`The shop cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const configFile = shopConfigFile(config.dataDir);
  const saved = readShopConfig(configFile);
  await ensureBundles();
  const renderer = await productionRenderer({ workers: config.pageRenderWorkers });
  const settings = (pages: PageRenderer): AppSettings => appSettings(config, pages);

  if (config.installer && !isConfigured(config, saved)) {
    await runInstaller({
      config, configFile, renderer, log: console.log,
      installerApp: (installer, pages) => createApp({
        ...settings(pages),
        installer: { ...installer, dataDir: config.dataDir, uploadsDir: config.uploadsDir, configFile, seedProducts: config.seedProducts, log: console.log },
      }),
      serveShop: (shop, beforeListen) => serveShop(config, shop, settings(renderer), beforeListen),
    });
    return;
  }
  if (config.installer) console.log('Installer mode: this shop is set up already, so the installer stays closed.');
  const databaseUrl = config.databaseFromEnv ? config.databaseUrl : saved?.databaseUrl ?? config.databaseUrl;
  const shop = await prepareDatabase(databaseUrl, config.seedProducts, console.log);
  await serveShop(config, shop, settings(renderer), async () => {});
  console.log(`Storefront ready at ${config.publicUrl} (database ${redact(databaseUrl)})`);
}

function appSettings(config: ServerConfig, renderer: PageRenderer): AppSettings {
  return {
    accounts: accountsOptions(config, console.log),
    uploadsDir: config.uploadsDir,
    trustProxy: config.trustProxy,
    metricsToken: config.metricsToken,
    // Online payments: the providers whose keys are set, and PAYMENT_WINDOW_MINUTES (read by readConfig).
    payments: paymentSettings(process.env, config.paymentWindowMinutes),
    cacheNotices: config.cacheNotices,
    readModelTtlMs: config.readModelTtlMs,
    jobs: { pollMs: config.jobPollMs },
    renderer,
    apiUrl: config.apiUrl,
    pageCacheTtlMs: config.pageCacheTtlMs,
    pageRenderConcurrency: config.pageRenderConcurrency,
    // Errors (a 500 with its request id) are always logged; every request only when asked.
    logger: config.logRequests ? true : 'errors',
    beforePages: (instance) => serveAssets(instance, join(CLIENT_DIR, 'assets')),
  };
}

/** The shop's app on its database, ready before `beforeListen` (the installer hands the port over there). */
async function serveShop(config: ServerConfig, shop: ShopDatabase, settings: AppSettings, beforeListen: () => Promise<void>) {
  const app = await createApp({ ...settings, shop });
  await app.ready();
  await beforeListen();
  closeGracefully(app, shop);
  await app.listen({ port: config.port, host: config.host });
  return app;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
