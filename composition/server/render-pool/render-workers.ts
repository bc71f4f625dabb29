import type { Worker } from 'node:worker_threads';
import type { RenderRequest, RenderResult } from '../../entry-server';
import type { ApiCallInit, FromWorker, ToWorker } from './render-protocol';

interface InFlight {
  request: RenderRequest;
  resolve(result: RenderResult): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  renders: Map<number, InFlight>;
  ready: boolean;
}

/** A worker that dies before it is ready this many times in a row is restarted after a pause, not at once. */
const QUICK_FAILURES_BEFORE_PAUSE = 3;
const RESTART_PAUSE_MS = 1_000;

/**
 * Pages rendered on worker threads. Rendering is synchronous work that held the one JavaScript
 * thread for ~4-5 ms per product page, during which no other request (an API call, a static file,
 * another page's data) moved. Here the main thread keeps the HTTP server, the database, the
 * read-model caches and the rate limits; each worker holds only the page bundle and asks the main
 * thread for every api/v1 call (render-protocol.ts). A worker that dies fails its renders in flight
 * and is replaced.
 */
export class RenderWorkers {
  private readonly slots: Slot[] = [];
  private lastId = 0;
  private closing = false;
  private quickFailures = 0;

  private constructor(
    private readonly spawn: () => Worker,
    private readonly log: (message: string) => void,
  ) {}

  /** Starts `size` workers and resolves once every one has loaded the page bundle. */
  static async start(spawn: () => Worker, size: number, log: (message: string) => void = console.error): Promise<RenderWorkers> {
    const pool = new RenderWorkers(spawn, log);
    try {
      await Promise.all(Array.from({ length: Math.max(1, size) }, () => pool.add()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  /** Renders on the worker with the fewest renders in flight. */
  render(request: RenderRequest): Promise<RenderResult> {
    if (this.closing) return Promise.reject(new Error('the render workers are closed'));
    if (this.slots.length === 0) return Promise.reject(new Error('no render worker is running (restarting after repeated failures)'));
    const slot = this.slots.reduce((best, candidate) => (candidate.renders.size < best.renders.size ? candidate : best));
    const id = ++this.lastId;
    const { api, ...rest } = request;
    return new Promise<RenderResult>((resolve, reject) => {
      slot.renders.set(id, { request, resolve, reject });
      this.post(slot, { kind: 'render', id, request: { ...rest, apiBaseUrl: api.baseUrl } });
    });
  }

  /** Renders in flight, per worker (for tests and diagnostics). */
  inFlight(): number[] {
    return this.slots.map((slot) => slot.renders.size);
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  /** Starts one worker; resolves when it is ready, rejects when it dies first. */
  private add(): Promise<void> {
    const slot: Slot = { worker: this.spawn(), renders: new Map(), ready: false };
    this.slots.push(slot);
    return new Promise<void>((resolve, reject) => {
      slot.worker.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') {
          slot.ready = true;
          this.quickFailures = 0;
          resolve();
        } else {
          this.receive(slot, message);
        }
      });
      slot.worker.on('error', (error) => {
        this.log(`A render worker failed: ${error.stack ?? error.message}`);
        if (!slot.ready) reject(error);
      });
      slot.worker.on('exit', (code) => {
        if (!slot.ready) reject(new Error(`a render worker exited with code ${code} before it was ready`));
        this.replace(slot, code);
      });
    });
  }

  private receive(slot: Slot, message: Exclude<FromWorker, { kind: 'ready' }>): void {
    if (message.kind === 'call') {
      void this.answer(slot, message.id, message.call, message.input, message.init);
      return;
    }
    const render = slot.renders.get(message.id);
    if (!render) return;
    slot.renders.delete(message.id);
    if (message.kind === 'rendered') render.resolve(message.result);
    else render.reject(workerError(message.message, message.stack));
  }

  /** Answers one api/v1 call of a render with the render's own fetch. */
  private async answer(slot: Slot, id: number, call: number, input: string, init: ApiCallInit): Promise<void> {
    const render = slot.renders.get(id);
    try {
      if (!render) throw new Error('the render that made this call is gone');
      const body = await (await render.request.api.fetch(input, init)).json();
      this.post(slot, { kind: 'answer', call, body });
    } catch (error) {
      this.post(slot, { kind: 'answer', call, failure: error instanceof Error ? error.message : String(error) });
    }
  }

  private post(slot: Slot, message: ToWorker): void {
    try {
      slot.worker.postMessage(message);
    } catch (error) {
      // An answer that cannot be copied to the worker (DataCloneError): the call fails, not the server.
      if (message.kind !== 'answer') throw error;
      slot.worker.postMessage({ kind: 'answer', call: message.call, failure: error instanceof Error ? error.message : String(error) } satisfies ToWorker);
    }
  }

  private replace(slot: Slot, code: number): void {
    const index = this.slots.indexOf(slot);
    if (index >= 0) this.slots.splice(index, 1);
    for (const render of slot.renders.values()) render.reject(new Error(`the render worker stopped (exit code ${code})`));
    slot.renders.clear();
    if (this.closing) return;
    this.log(`A render worker exited (code ${code}); starting another.`);
    if (!slot.ready) this.quickFailures++;
    const restart = () => {
      if (this.closing) return;
      this.add().catch(() => {
        // Logged by the worker's own error and exit handlers; replace() has started the next one.
      });
    };
    if (this.quickFailures >= QUICK_FAILURES_BEFORE_PAUSE) setTimeout(restart, RESTART_PAUSE_MS).unref();
    else restart();
  }
}

/** The worker's error as it was (message and stack), for the server's log; the shopper never sees either. */
function workerError(message: string, stack: string | undefined): Error {
  const error = new Error(message);
  if (stack) error.stack = stack;
  return error;
}
