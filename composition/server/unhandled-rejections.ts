import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Where an app logs and counts the rejections nobody handled. */
interface RejectionSink {
  readonly log: FastifyBaseLogger;
  readonly counted: () => void;
}

/** What a request's work carries along: its own logger (each line with its `reqId`) and its app's sink. */
interface RequestScope {
  readonly log: FastifyBaseLogger;
  readonly sink: RejectionSink;
}

interface ProcessState {
  readonly scope: AsyncLocalStorage<RequestScope>;
  readonly sinks: Set<RejectionSink>;
  listening: boolean;
}

/**
 * One state per process, kept on the process itself: the listener is registered once however many
 * apps the process makes (tests make many, and may load this module more than once).
 */
const STATE_KEY = Symbol.for('storefront.unhandled-rejections');
const holder = globalThis as typeof globalThis & { [STATE_KEY]?: ProcessState };
const state: ProcessState = (holder[STATE_KEY] ??= { scope: new AsyncLocalStorage<RequestScope>(), sinks: new Set(), listening: false });

const MESSAGE = 'unhandled promise rejection';

/**
 * The process's one `unhandledRejection` listener. Node runs it in the rejected promise's async
 * context, so a rejection from a request's work finds that request's scope: logged at error level
 * with the request's id, by the app that served it. Outside any request every open app logs it
 * (without an id). Either way it is counted in `/metrics` and the process serves on.
 */
function onUnhandledRejection(reason: unknown): void {
  const request = state.scope.getStore();
  if (request) {
    request.log.error({ err: reason }, MESSAGE);
    request.sink.counted();
    return;
  }
  if (state.sinks.size === 0) {
    console.error(MESSAGE, reason);
    return;
  }
  for (const sink of state.sinks) {
    sink.log.error({ err: reason }, MESSAGE);
    sink.counted();
  }
}

/**
 * Logs and counts the rejections nobody handled, each with the id of the request whose work
 * rejected: every request runs in an AsyncLocalStorage scope entered in the first onRequest hook.
 * The process listener is registered on the first call; the app stops receiving when it closes.
 */
export function logUnhandledRejections(app: FastifyInstance, counted: () => void): void {
  const sink: RejectionSink = { log: app.log, counted };
  state.sinks.add(sink);
  app.addHook('onClose', async () => {
    state.sinks.delete(sink);
  });
  // Callback style: the rest of the request (hooks, handler, and every promise they start) runs inside `run`.
  app.addHook('onRequest', (request, _reply, done) => {
    state.scope.run({ log: request.log, sink }, done);
  });
  if (!state.listening) {
    state.listening = true;
    process.on('unhandledRejection', onUnhandledRejection);
  }
}
