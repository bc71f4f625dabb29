import 'reflect-metadata';
import middie from '@fastify/middie';
import { createServer } from 'vite';
import type { RenderRequest, RenderResult } from '../entry-server';
import { createApp } from './app';
import { ROOT } from './build';
import { accountsOptions, loadDotEnv, readConfig } from './config';
import { prepareDatabase } from './database-setup';
import { paymentSettings } from '../../backend/payments/payment-providers';
import { closeGracefully } from './lifecycle';

/** `npm run dev`: Vite's middleware with hot reload, the page renderer reloaded on every change. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const shop = await prepareDatabase(config.databaseUrl, config.seedProducts, console.log);
  const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });
  const app = await createApp({
    shop,
    accounts: accountsOptions(config, console.log),
    uploadsDir: config.uploadsDir,
    trustProxy: config.trustProxy,
    apiUrl: config.apiUrl,
    logger: true,
    dev: true,
    payments: paymentSettings(process.env, config.paymentWindowMinutes),
    readModelTtlMs: config.readModelTtlMs,
    beforePages: async (instance) => {
      await instance.register(middie);
      instance.use(vite.middlewares);
    },
    renderer: {
      render: async (request: RenderRequest) => {
        const entry = (await vite.ssrLoadModule('/composition/entry-server.tsx')) as { render(r: RenderRequest): Promise<RenderResult> };
        return entry.render(request);
      },
      assets: async (_pageModule, url) => {
        const head = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
        const extra = head.replace(/^[\s\S]*<head>|<\/head>[\s\S]*$/g, '');
        return { css: ['/ui/styles/global.css'], preload: [], entry: '/composition/entry-client.tsx', headExtra: extra };
      },
    },
  });
  closeGracefully(app, shop, () => vite.close());
  await app.listen({ port: config.port, host: config.host });
  console.log(`Dev storefront at ${config.publicUrl} (hot reload on)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
