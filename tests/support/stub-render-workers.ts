import { Worker } from 'node:worker_threads';

const STUB = new URL('./stub-render-worker.ts', import.meta.url).href;

/**
 * Starts the stub render worker on a real thread. Node 20 does not pass tsx's loader to workers
 * through execArgv, so a one-line bootstrap registers it before importing the TypeScript file.
 */
export function spawnStubWorker(script = STUB): Worker {
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); })`, { eval: true });
}
