/**
 * `npm run bench`: figures, not pass/fail. Starts the production server on its own database and
 * measures with autocannon at 32 connections: the server-rendered home page (English, Arabic), the
 * `common` and `home` API calls, a bare renderToString of the same markup as a ceiling (and the
 * ratio), and the gzip size of the JavaScript a first visit to home loads.
 */
import '../../composition/server/production-env';
import 'reflect-metadata';
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startShop } from '../e2e/support/shop-server';
import { CLIENT_DIR, MANIFEST, SERVER_DIR, ensureBundles } from '../../composition/server/build';
import { ManifestAssets } from '../../composition/server/manifest-assets';
import type { PageState } from '../../composition/page-state';
import { cartTargets } from './cart-targets';
import { catalogueTargets } from './catalogue-targets';
import { measureLatency, type Latency } from './latency';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 32;

interface Row { name: string; rps: number; p50: number; p99: number; errors: number }

async function load(url: string, name: string): Promise<Row> {
  // Warm up caches and JIT first, then measure.
  await autocannon({ url, connections: 8, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function bareRenderRate(render: () => string, seconds = 3): number {
  for (let i = 0; i < 50; i++) render();
  let count = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    render();
    count++;
  }
  return count / seconds;
}

function extractState(html: string): PageState {
  const match = /<script id="__STATE__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no page state in the home page');
  return JSON.parse(match[1]!) as PageState;
}

async function main(): Promise<void> {
  await ensureBundles();
  const products = process.env.BENCH_PRODUCTS ?? '3000';
  const database: Record<string, string> = process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {};
  // Order confirmations go to a scratch outbox, not the working tree's data/outbox.
  const outbox = { OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'bench-outbox-')) };
  const shop = await startShop({ SEED_PRODUCTS: products, ...database, ...outbox });
  // The same server and database with the page cache off: what every render costs.
  const uncached = await startShop({ SEED_PRODUCTS: products, PAGE_CACHE_TTL_MS: '0', DATABASE_URL: shop.databaseUrl, ...outbox });
  try {
    const rows: Row[] = [];
    rows.push(await load(`${shop.url}/`, 'GET / (SSR, en)'));
    rows.push(await load(`${shop.url}/ar`, 'GET /ar (SSR, ar)'));
    rows.push(await load(`${uncached.url}/`, 'GET / (SSR, en, page cache off)'));
    rows.push(await load(`${uncached.url}/ar`, 'GET /ar (SSR, ar, page cache off)'));
    rows.push(await load(`${shop.url}/api/v1/common`, 'GET /api/v1/common'));
    rows.push(await load(`${shop.url}/api/v1/home`, 'GET /api/v1/home'));

    const entry = (await import(pathToFileURL(join(SERVER_DIR, 'entry-server.js')).href)) as {
      prepareBareRender(state: PageState, url: string): Promise<() => string>;
      preloadRoute(pathname: string): Promise<void>;
    };
    await entry.preloadRoute('/');
    const targets = await catalogueTargets(shop.url);
    const latencies: Latency[] = [
      await measureLatency('listing API (category, brand, price and rating filters, sorts, sidebar)', targets.listings),
      await measureLatency('search suggestions API (2-5 letter prefixes of real titles, 5 languages)', targets.suggestions),
    ];
    rows.push(await load(`${uncached.url}${targets.productPath}`, 'GET product page (SSR, en, page cache off)'));
    await entry.preloadRoute(targets.productPath);

    const ceilings: Record<string, number> = {};
    for (const path of ['/', '/ar', targets.productPath]) {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      ceilings[path] = bareRenderRate(await entry.prepareBareRender(extractState(html), path));
    }

    // Last: it writes carts and orders into the database the pages above read.
    const cartRows = await cartTargets(shop.url, shop.databaseUrl, { orders: Number(process.env.BENCH_ORDERS ?? 1500) });

    const assets = new ManifestAssets(MANIFEST);
    const jsFiles = assets.filesFor('ui/pages/home/HomePage.tsx').filter((file) => file.endsWith('.js'));
    const gzip = jsFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file))).length, 0);

    console.log(`\nStorefront benchmark: ${products} products, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${process.env.DATABASE_URL?.split(':')[0] ?? 'sqlite'}\n`);
    console.log('| endpoint | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(`| ${row.name} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    console.log('\n| page | server req/s | bare renderToString/s (ceiling) | ratio (aim ≥ 0.5) |');
    console.log('|---|---:|---:|---:|');
    for (const [label, row, ceiling] of [
      ['/', rows[0]!, ceilings['/']!],
      ['/ar', rows[1]!, ceilings['/ar']!],
      ['/ (page cache off)', rows[2]!, ceilings['/']!],
      ['/ar (page cache off)', rows[3]!, ceilings['/ar']!],
      ['product page (page cache off)', rows[6]!, ceilings[targets.productPath]!],
    ] as const) {
      console.log(`| ${label} | ${row.rps.toFixed(0)} | ${ceiling.toFixed(0)} | ${(row.rps / ceiling).toFixed(2)} |`);
    }
    console.log('\n| catalogue call | requests | p50 ms | p95 ms (aim: listing < 20, suggestions < 15) | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of latencies) console.log(`| ${row.name} | ${row.count} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.errors} |`);
    console.log('\n| cart call | in flight | requests | req/s | p50 ms | p99 ms | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of cartRows) console.log(`| ${row.name} | ${row.concurrency} | ${row.count} | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${row.errors} |`);
    console.log(`\nFirst-load JavaScript for home: ${(gzip / 1024).toFixed(1)} kB gzip in ${jsFiles.length} files (aim < 150 kB)`);
    console.log(`Home p99: en ${rows[0]!.p99} ms, ar ${rows[1]!.p99} ms (aim < 50 ms); page cache off: en ${rows[2]!.p99} ms, ar ${rows[3]!.p99} ms\n`);
  } finally {
    await Promise.all([shop.stop(), uncached.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
