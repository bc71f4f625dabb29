/**
 * `npx tsx tests/bench/search-suggestions.ts`: latency of search suggestions (`GET api/v1/search?q=`)
 * as a shopper types, through the real API handler (tiles included), on the already-seeded
 * database named by DATABASE_URL (e.g. `npx tsx backend/seed/cli.ts --products 100000` first).
 * Migrates it to the latest schema first, so index changes are measured too.
 *
 * The prefixes are fixed for a given database: every TITLE_STRIDE-th public product's title in
 * each of the five languages, typed keystroke by keystroke up to its first two words ("l", "la",
 * ..., "laptop", "laptop p", ...). One request at a time, so the figures are the cost of one
 * keystroke, not of a queue, and a computed answer, not one kept from the warm-up pass (the
 * route keeps answers for a few seconds). Prints p50/p95/p99 overall and per language.
 */
import 'reflect-metadata';
import type { Kysely } from 'kysely';
import { READ_MODEL_TTL_MS } from '../../backend/common/read-models';
import { DEFAULT_DATABASE_URL, openDatabase, redact } from '../../backend/db/database';
import { migrateToLatest } from '../../backend/db/migrate';
import type { DB } from '../../backend/db/schema';
import { createApp } from '../../composition/server/app';

const LANGUAGES = ['en', 'fr', 'ar', 'tr', 'hi'] as const;
/** Titles sampled per language. */
const TITLES_PER_LANGUAGE = Number(process.env.BENCH_TITLES ?? 60);
/** Words of each title typed. */
const WORDS_TYPED = 2;
/** Passes over the prefix set; only the last is measured (the first warms caches and the JIT). */
const PASSES = Number(process.env.BENCH_PASSES ?? 2);

interface Prefix { lang: string; q: string }

/** Every TITLES_PER_LANGUAGE-th title in each language, spread evenly over the catalogue by id. */
async function sampleTitles(db: Kysely<DB>, lang: string): Promise<string[]> {
  const total = await db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 1).executeTakeFirstOrThrow();
  const stride = Math.max(1, Math.floor(Number(total.n) / TITLES_PER_LANGUAGE));
  const rows = await db.selectFrom('products as p')
    .leftJoin('product_translations as t', (j) => j.onRef('t.product_id', '=', 'p.id').on('t.lang', '=', lang))
    .select((eb) => ['p.id', eb.fn.coalesce('t.title', 'p.title').as('title')])
    .where('p.status', '=', 1)
    .orderBy('p.id')
    .execute();
  const titles: string[] = [];
  for (let i = 0; i < rows.length && titles.length < TITLES_PER_LANGUAGE; i += stride) titles.push(rows[i]!.title);
  return titles;
}

/** The text in the box after each keystroke of the title's first words. */
function keystrokes(title: string): string[] {
  const words = title.trim().split(/\s+/).slice(0, WORDS_TYPED).join(' ');
  const chars = [...words];
  const out: string[] = [];
  for (let n = 1; n <= chars.length; n++) {
    const q = chars.slice(0, n).join('');
    if (!q.endsWith(' ')) out.push(q);
  }
  return out;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(6);
  return `${name.padEnd(8)} n=${String(sorted.length).padStart(5)}  p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(percentile(sorted, 99))} ms  max ${f(sorted[sorted.length - 1] ?? NaN)} ms`;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const shop = await openDatabase(url);
  try {
    await migrateToLatest(shop.db);
    const app = await createApp({ shop });
    try {
      const prefixes: Prefix[] = [];
      for (const lang of LANGUAGES) {
        const seen = new Set<string>();
        for (const title of await sampleTitles(shop.db, lang)) {
          for (const q of keystrokes(title)) {
            if (seen.has(q)) continue;
            seen.add(q);
            prefixes.push({ lang, q });
          }
        }
      }
      console.log(`${redact(url)} (${shop.dialect}): ${prefixes.length} prefixes, ${PASSES} passes, last measured`);
      let times = new Map<string, number[]>();
      for (let pass = 0; pass < PASSES; pass++) {
        // The route keeps answers for READ_MODEL_TTL_MS: after a pause longer than that, every
        // measured keystroke is computed, not the warm-up pass's answer served again.
        if (pass > 0) await new Promise((resolve) => setTimeout(resolve, READ_MODEL_TTL_MS + 100));
        times = new Map(LANGUAGES.map((l) => [l, []]));
        for (const { lang, q } of prefixes) {
          const start = performance.now();
          const response = await app.inject({ method: 'GET', url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: { Language: lang } });
          const ms = performance.now() - start;
          if (response.statusCode !== 200) throw new Error(`search ${lang} "${q}" answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
          times.get(lang)!.push(ms);
        }
      }
      console.log(summary('all', [...times.values()].flat()));
      for (const [lang, list] of times) console.log(summary(lang, list));
    } finally {
      await app.close();
    }
  } finally {
    await shop.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  process.exitCode = 1;
});
