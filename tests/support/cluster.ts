/**
 * Several real shop processes on one PostgreSQL, optionally behind the HAProxy of deploy/ (issue
 * 20), for the multi-process tests and figures: each process is `composition/server/start.ts`,
 * what `npm start` runs (inside a test run, transpiled once: tests/support/shop-bundle.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, shopProgram } from '../e2e/support/shop-server';

export interface ShopProcess {
  url: string;
  port: number;
  pid: number;
  output(): string;
  /** The exit code and signal, once the process is gone. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Builds the page bundles once, before any process starts (two processes finding them stale
 * would both build into the same folder), in a child process with NODE_ENV=production as `npm
 * start` would: built inside a test runner (NODE_ENV=test) they would hold React's development JSX.
 */
export async function buildOnce(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'composition/server/build.ts'], { cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'production' }, stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`building the bundles failed (exit ${code})`);
}

/** Waits until `url` answers 200 (or `deadline` passes). */
export async function waitFor(url: string, deadlineMs: number, alive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    if (!alive()) throw new Error(`gone before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Starts one shop process on `databaseUrl` and waits for `/readyz`. The first process on an empty
 * database migrates and seeds it (SEED_PRODUCTS); start the others after it is ready.
 */
export async function startShopProcess(databaseUrl: string, env: Record<string, string> = {}, port?: number): Promise<ShopProcess> {
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'shop-proc-'));
  let log = '';
  const child: ChildProcess = spawn(process.execPath, shopProgram(), {
    cwd: process.cwd(),
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(chosen), HOST: '127.0.0.1', DATABASE_URL: databaseUrl,
      SEED_PRODUCTS: '60', PAGE_RENDER_WORKERS: '1', OUTBOX_DIR: join(dir, 'outbox'), UPLOADS_DIR: join(dir, 'uploads'), DATA_DIR: dir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      rmSync(dir, { recursive: true, force: true });
      resolve({ code, signal });
    });
  });
  const url = `http://127.0.0.1:${chosen}`;
  try {
    await waitFor(`${url}/readyz`, 240_000, () => child.exitCode === null && child.signalCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`shop process did not become ready (${String(error)}):\n${log}`);
  }
  return {
    url, port: chosen, pid: child.pid!, output: () => log, exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

/** HAProxy with deploy/haproxy.cfg balancing `ports`; answers once a first process is up behind it. */
export async function startBalancer(ports: readonly number[]): Promise<Balancer> {
  const [port, stats] = [await freePort(), await freePort()];
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
  const servers = ports.map((p, i) => `    server shop${i + 1} 127.0.0.1:${p}\n`).join('');
  const config = readFileSync('deploy/haproxy.cfg', 'utf8').replace(/^ *# SHOP SERVERS$/m, servers.trimEnd());
  writeFileSync(join(dir, 'haproxy.cfg'), config);
  let log = '';
  const child = spawn('haproxy', ['-db', '-f', join(dir, 'haproxy.cfg')], {
    env: { ...process.env, SHOP_LB_BIND: `127.0.0.1:${port}`, SHOP_LB_STATS: `127.0.0.1:${stats}`, SHOP_LB_LOG: 'stdout' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/readyz`, 30_000, () => child.exitCode === null);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`HAProxy did not start (${String(error)}):\n${log}`);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
