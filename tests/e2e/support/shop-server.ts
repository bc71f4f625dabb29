import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { copySqliteTemplate } from '../../support/database-templates';
import { scratchDir } from '../../support/scratch-dir';
import { SHOP_BUNDLE_ENV } from '../../support/shop-bundle';

/**
 * Render worker threads in a test shop unless a test asks for more: one still renders every page
 * off the main thread as production does, and each further thread costs about 0.4 s of CPU to
 * start, in some forty shops a run on a machine whose two cores the two test workers already fill.
 */
const TEST_RENDER_WORKERS = '1';

/** The demo catalogue's size in a test shop unless a test asks for another. */
const DEFAULT_SEED_PRODUCTS = 300;

export interface ShopServer {
  url: string;
  /** The shop's own database, for operator commands run beside it (`npm run admin`). */
  databaseUrl: string;
  /** The environment the shop runs with (DATABASE_URL, SMTP_URL...), for such commands. */
  env: Record<string, string>;
  output: () => string;
  /** Sends SIGTERM and answers the exit code once the process is gone. */
  stop(): Promise<number | null>;
}

/** A port nobody listens on now (for a shop whose URL must be known before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The server program a test shop runs: the run's transpiled `start.ts` (tests/support/shop-bundle.ts), else the sources through tsx. */
export function shopProgram(): string[] {
  const bundle = process.env[SHOP_BUNDLE_ENV];
  return bundle ? [bundle] : ['--import', 'tsx', 'composition/server/start.ts'];
}

/**
 * Starts the real shop the way a user does (`npm start`: build when stale, migrate, seed, serve)
 * on a free port with its own SQLite file, and waits for /healthz.
 */
export async function startShop(env: Record<string, string> = {}, options: { port?: number; viaNpm?: boolean } = {}): Promise<ShopServer> {
  const port = options.port ?? (await freePort());
  const dir = mkdtempSync(join(scratchDir(), 'shop-e2e-'));
  let log = '';
  const shopEnv = { DATABASE_URL: `sqlite:${join(dir, 'shop.db')}`, OUTBOX_DIR: join(dir, 'outbox'), UPLOADS_DIR: join(dir, 'uploads'), JOB_POLL_MS: '200', ...env };
  // Inside a test run, the shop's own SQLite file starts as a copy of the run's migrated demo
  // catalogue of that size (built once by the same migrate and seed `npm start` runs): the shop
  // then finds it migrated and seeded. A test that brings its own database starts as a user does.
  const seedProducts = Number(env.SEED_PRODUCTS ?? DEFAULT_SEED_PRODUCTS);
  if (process.env.SF_TEST_RUN && env.DATABASE_URL === undefined) await copySqliteTemplate(join(dir, 'shop.db'), { products: seedProducts });
  // `viaNpm`: the very command a user types, with npm and its shell between the signal and the server.
  const [command, args] = options.viaNpm ? ['npm', ['start', '--silent']] : [process.execPath, shopProgram()];
  const child: ChildProcess = spawn(command, args, {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SEED_PRODUCTS: String(DEFAULT_SEED_PRODUCTS), PAGE_RENDER_WORKERS: TEST_RENDER_WORKERS, ...shopEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`shop exited early (${child.exitCode ?? child.signalCode}):\n${log}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`shop did not become healthy:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    databaseUrl: shopEnv.DATABASE_URL,
    env: shopEnv,
    output: () => log,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}
