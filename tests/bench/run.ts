/**
 * `npm run bench`: figures, not pass/fail. `npm run bench -- --cluster` and `-- --fault` run the
 * figures of several processes behind HAProxy instead (tests/bench/cluster.ts). Starts the production server on its own database and
 * measures with autocannon at 32 connections: the server-rendered home page (English, Arabic), the
 * `common` and `home` API calls, the cached home page in every language with brotli (as browsers
 * ask) and uncompressed (there autocannon, on the same cores, reads every byte: those rows weigh the
 * client as much as the server), a bare renderToString of the same markup as a ceiling (and the
 * ratio), and the gzip size of the JavaScript a first visit to home loads. Each table is printed
 * as it is measured; BENCH_ORDERS=0 and BENCH_PAYMENTS=0 leave out the order and payment rows.
 *
 * A page's ratio is the median of BENCH_ROUNDS rounds, each measuring the ceiling just before and
 * just after loading the server: this machine's speed drifts by 20% within a minute, and a ceiling
 * taken a minute away from its load measured the drift as much as the server.
 */
import '../../composition/server/production-env';
import 'reflect-metadata';
import autocannon from 'autocannon';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startShop } from '../e2e/support/shop-server';
import { CLIENT_DIR, MANIFEST, SERVER_DIR, ensureBundles } from '../../composition/server/build';
import { ManifestAssets } from '../../composition/server/page-handler/manifest-assets';
import { DEFAULT_PAGE_RENDER_WORKERS } from '../../composition/server/config';
import type { PageState } from '../../composition/page-state';
import { cartTargets, type CartRow } from './cart-targets';
import { Table } from './table';
import { LANGUAGE_CODES } from '../../core/language/language';
import { catalogueTargets } from './catalogue-targets';
import { measureLatency } from './latency';
import { lighthouseFigures } from './lighthouse';
import { measureProductMove } from './product-move';
import { paymentBenchEnv, paymentTargets } from './payment-targets';
import { startStripeSandbox } from '../support/payment-sandboxes/stripe-sandbox';
import { clusterFigures, faultRun } from './cluster';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 32;

interface Row { name: string; rps: number; p50: number; p99: number; errors: number }
interface Ratio { label: string; rps: number; ceiling: number; ratio: number; ratios: number[] }

async function load(url: string, name: string, seconds = DURATION_S, headers: Record<string, string> = {}): Promise<Row> {
  // Warm up caches and JIT first, then measure.
  await autocannon({ url, connections: 8, duration: 1, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Server throughput against the bare ceiling, round by round (ceiling, load, ceiling), as medians. */
async function ratioRounds(label: string, url: string, render: () => string): Promise<Ratio> {
  const rates: number[] = [];
  const ceilings: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const before = bareRenderRate(render, 2);
    const { rps } = await load(url, label, Math.max(2, Math.round(DURATION_S / 2)));
    const ceiling = (before + bareRenderRate(render, 2)) / 2;
    rates.push(rps);
    ceilings.push(ceiling);
    ratios.push(rps / ceiling);
  }
  return { label, rps: median(rates), ceiling: median(ceilings), ratio: median(ratios), ratios };
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
  // Every measured order comes from this one client (and guests to new addresses): the limits that
  // stop a script on a real shop are raised for the measurement (backend/auth/throttle.ts).
  const limits = { RATE_LIMITS: 'order.ip=1000000/600,guest_order.ip=1000000/3600,guest_recipient.ip=1000000/3600' };
  // Online payments reach a local Stripe sandbox (issue 16): the keys and API base point the shop at it.
  const stripe = await startStripeSandbox();
  const shop = await startShop({ SEED_PRODUCTS: products, ...database, ...outbox, ...paymentBenchEnv(stripe), ...limits });
  // The same server and database with the page cache off: what every render costs.
  const uncached = await startShop({ SEED_PRODUCTS: products, PAGE_CACHE_TTL_MS: '0', DATABASE_URL: shop.databaseUrl, ...outbox });
  // And rendering on its main thread, as before render workers: what one thread does per page.
  const mainThread = await startShop({ SEED_PRODUCTS: products, PAGE_CACHE_TTL_MS: '0', PAGE_RENDER_WORKERS: '0', DATABASE_URL: shop.databaseUrl, ...outbox });
  try {
    const workers = process.env.PAGE_RENDER_WORKERS || String(DEFAULT_PAGE_RENDER_WORKERS);
    console.log(`\nStorefront benchmark: ${products} products, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${process.env.DATABASE_URL?.split(':')[0] ?? 'sqlite'}, ${workers} render workers on ${availableParallelism()} cores`);
    // Each table is printed row by row as it is measured (tests/bench/table.ts).
    const endpoints = new Table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors']);
    const measure = async (url: string, name: string, seconds = DURATION_S, headers: Record<string, string> = {}): Promise<Row> => {
      const row = await load(url, name, seconds, headers);
      endpoints.row([row.name, row.rps.toFixed(0), row.p50, row.p99, row.errors]);
      return row;
    };
    const home = { en: await measure(`${shop.url}/`, 'GET / (SSR, en)'), ar: await measure(`${shop.url}/ar`, 'GET /ar (SSR, ar)') };
    const homeOff = { en: await measure(`${uncached.url}/`, 'GET / (SSR, en, page cache off)'), ar: await measure(`${uncached.url}/ar`, 'GET /ar (SSR, ar, page cache off)') };
    await measure(`${shop.url}/api/v1/common`, 'GET /api/v1/common');
    await measure(`${shop.url}/api/v1/home`, 'GET /api/v1/home');
    const targets = await catalogueTargets(shop.url);
    await measure(`${uncached.url}${targets.productPath}`, 'GET product page (SSR, en, page cache off)');

    // Every language's cached home page, as browsers ask for it (brotli) and without compression.
    const sweep = Math.max(3, Math.round(DURATION_S / 2));
    const languages = new Table([`cached home page, ${CONNECTIONS} connections, ${sweep} s`, 'language', 'encoding', 'bytes sent', 'req/s', 'p50 ms', 'p99 ms', 'errors'], [false, false, false, true, true, true, true, true]);
    for (const encoding of ['br', 'identity'] as const) {
      for (const language of LANGUAGE_CODES) {
        const path = language === 'en' ? '/' : `/${language}`;
        const headers = { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'identity' };
        const sample = await fetch(`${shop.url}${path}`, { headers });
        await sample.arrayBuffer();
        const bytes = Number(sample.headers.get('content-length'));
        const row = await load(`${shop.url}${path}`, path, sweep, headers);
        languages.row([`GET ${path}`, language, encoding, bytes, row.rps.toFixed(0), row.p50, row.p99, row.errors]);
      }
    }

    const entry = (await import(pathToFileURL(join(SERVER_DIR, 'entry-server.js')).href)) as {
      prepareBareRender(state: PageState, url: string): Promise<() => string>;
      preloadRoute(pathname: string): Promise<void>;
    };
    await entry.preloadRoute('/');
    const catalogue = new Table(['catalogue call', 'requests', 'p50 ms', 'p95 ms (aim: listing < 20, suggestions < 15)', 'p99 ms', 'errors']);
    for (const [name, urls] of [
      ['listing API (category, brand, price and rating filters, sorts, sidebar)', targets.listings],
      ['search suggestions API (2-5 letter prefixes of real titles, 5 languages)', targets.suggestions],
    ] as const) {
      const row = await measureLatency(name, urls);
      catalogue.row([row.name, row.count, row.p50, row.p95, row.p99, row.errors]);
    }
    await entry.preloadRoute(targets.productPath);

    const renders: Record<string, () => string> = {};
    for (const path of ['/', '/ar', targets.productPath]) {
      const html = await (await fetch(`${shop.url}${path}`)).text();
      renders[path] = await entry.prepareBareRender(extractState(html), path);
    }
    const ratios = new Table([`page (median of ${ROUNDS} rounds)`, 'server req/s', 'bare renderToString/s (ceiling)', 'ratio (aim ≥ 0.5)', 'each round'], [false, true, true, true, false]);
    for (const [label, base, path] of [
      ['/', shop.url, '/'],
      ['/ar', shop.url, '/ar'],
      ['/ (page cache off)', uncached.url, '/'],
      ['/ar (page cache off)', uncached.url, '/ar'],
      ['product page (page cache off)', uncached.url, targets.productPath],
      ['product page (page cache off, rendered on the main thread)', mainThread.url, targets.productPath],
    ] as const) {
      const row = await ratioRounds(label, `${base}${path}`, renders[path]!);
      ratios.row([row.label, row.rps.toFixed(0), row.ceiling.toFixed(0), row.ratio.toFixed(2), row.ratios.map((r) => r.toFixed(2)).join(' ')]);
    }

    const assets = new ManifestAssets(MANIFEST);
    const jsFiles = assets.filesFor('ui/home/HomePage.tsx').filter((file) => file.endsWith('.js'));
    const gzip = jsFiles.reduce((sum, file) => sum + gzipSync(readFileSync(join(CLIENT_DIR, file))).length, 0);
    console.log(`\nFirst-load JavaScript for home: ${(gzip / 1024).toFixed(1)} kB gzip in ${jsFiles.length} files (aim < 140 kB; tests/e2e/bundle-budget.test.ts holds 155)`);
    console.log(`Home p99: en ${home.en.p99} ms, ar ${home.ar.p99} ms (aim < 50 ms); page cache off: en ${homeOff.en.p99} ms, ar ${homeOff.ar.p99} ms`);

    // Last: it writes carts and orders into the database the pages above read. BENCH_ORDERS=0 and
    // BENCH_PAYMENTS=0 leave each out.
    const carts = new Table(['cart call', 'in flight', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'], [false, true, true, true, true, true, true]);
    const cartRow = (row: CartRow) => carts.row([row.name, row.concurrency, row.count, row.rps.toFixed(0), row.p50, row.p99, row.errors]);
    const orders = Number(process.env.BENCH_ORDERS ?? 1500);
    if (orders > 0) await cartTargets(shop.url, shop.databaseUrl, { orders, report: cartRow });
    const payments = Number(process.env.BENCH_PAYMENTS ?? 400);
    if (payments > 0) await paymentTargets(shop.url, shop.databaseUrl, stripe, { orders: payments, report: cartRow });
    console.log('');
    // Last, with the machine otherwise idle: Lighthouse's figures are timings (BENCH_LIGHTHOUSE=0 skips them).
    await lighthouseFigures(shop.url);
    await measureProductMove(shop.url);
  } finally {
    await Promise.all([shop.stop(), uncached.stop(), mainThread.stop(), stripe.close()]);
  }
}

/** `npm run bench -- --cluster` and `-- --fault`: the several-processes figures (tests/bench/cluster.ts). */
const mode = process.argv.includes('--cluster') ? clusterFigures : process.argv.includes('--fault') ? faultRun : main;
mode().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
