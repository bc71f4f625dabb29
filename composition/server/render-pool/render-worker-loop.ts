import type { FetchLike } from '../../../adapters/http/api-client';
import type { RenderRequest, RenderResult } from '../../entry-server';
import type { FromWorker, ToWorker } from './render-protocol';

/** The side of a MessagePort a worker uses (`parentPort`). */
export interface WorkerPort {
  on(event: 'message', listener: (message: ToWorker) => void): unknown;
  postMessage(message: FromWorker): void;
}

/**
 * A render worker's loop: renders every request it is sent, several at once when they wait for
 * data, and asks the main thread for each api/v1 call they make.
 */
export function serveRenders(port: WorkerPort, render: (request: RenderRequest) => Promise<RenderResult>): void {
  let lastCall = 0;
  const calls = new Map<number, { resolve(body: unknown): void; reject(error: Error): void }>();

  port.on('message', (message) => {
    if (message.kind === 'answer') {
      const waiting = calls.get(message.call);
      if (!waiting) return;
      calls.delete(message.call);
      if (message.failure === undefined) waiting.resolve(message.body);
      else waiting.reject(new Error(message.failure));
      return;
    }
    const { id, request } = message;
    const fetch: FetchLike = (input, init) =>
      new Promise((resolve, reject) => {
        const call = ++lastCall;
        calls.set(call, { resolve: (body) => resolve({ json: async () => body }), reject });
        port.postMessage({ kind: 'call', id, call, input, init });
      });
    render({ url: request.url, cookies: request.cookies, acceptLanguage: request.acceptLanguage, publicUrl: request.publicUrl, api: { baseUrl: request.apiBaseUrl, fetch } }).then(
      (result) => port.postMessage({ kind: 'rendered', id, result }),
      (error: unknown) => port.postMessage({ kind: 'failed', id, message: error instanceof Error ? error.message : String(error), stack: error instanceof Error ? error.stack : undefined }),
    );
  });
  port.postMessage({ kind: 'ready' });
}
