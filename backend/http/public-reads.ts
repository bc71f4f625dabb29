import type { FastifyInstance, RouteShorthandOptions } from 'fastify';
import FindMyWay, { type HTTPVersion } from 'find-my-way';
import { failure } from './envelope';

export type ReadHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** What a read handler may look at. Fastify's request has all of it, and so does an in-process read. */
export interface ReadRequest {
  readonly params: unknown;
  readonly query: unknown;
  readonly headers: ReadHeaders;
  readonly body?: unknown;
}

/** What a read handler may do with its reply: a status and a body, nothing else. */
export interface ReadReply {
  code(status: number): ReadReply;
  send(payload: unknown): ReadReply;
}

export type ReadHandler = (request: ReadRequest, reply: ReadReply) => Promise<unknown>;

/** An answer as the HTTP client would parse it: the status and the envelope. */
export interface ReadAnswer {
  status: number;
  body: unknown;
}

interface Route {
  handler: ReadHandler;
}

/**
 * The GET calls of api/v1 that only read: each is a Fastify route for HTTP callers, and the
 * server render can also call it in-process through `read`. That path skips what only a socket
 * needs: light-my-request's fake request and response streams, the hook pipeline, and a JSON
 * round trip. Routing is find-my-way, the router Fastify itself uses, so paths, parameters and
 * query strings match the same way.
 *
 * An in-process answer shares objects with the read models' caches, so its caller must treat it
 * as read-only (the stores keep page data as `observable.ref` and never change it).
 */
export class PublicReads {
  private readonly router = FindMyWay<HTTPVersion.V1>({ maxParamLength: 500 });

  constructor(private readonly onError: (error: unknown) => void = () => undefined) {}


  /**
   * Registers `path` (under the plugin's prefix) with Fastify and for in-process reads. Route
   * options (hooks such as compression) apply to HTTP only: an in-process answer is never encoded.
   */
  get(app: FastifyInstance, path: string, handler: ReadHandler, options: RouteShorthandOptions = {}): void {
    app.get(path, options, handler);
    this.router.on('GET', app.prefix + path, () => undefined, { handler } satisfies Route);
  }

  /**
   * Answers a registered read in-process, or null when none matches. Header names are matched
   * case-insensitively, as HTTP does. A handler that fails answers 500 without internals, as the
   * API's error handler does.
   */
  async read(pathAndQuery: string, headers: Readonly<Record<string, string>> = {}): Promise<ReadAnswer | null> {
    const found = this.router.find('GET', pathAndQuery);
    if (!found) return null;
    const lowerCased: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) lowerCased[name.toLowerCase()] = value;
    const reply = new InProcessReply();
    const request: ReadRequest = { params: { ...found.params }, query: found.searchParams, headers: lowerCased };
    try {
      const returned = await (found.store as Route).handler(request, reply);
      return { status: reply.status, body: reply.sent ? reply.payload : returned };
    } catch (error) {
      this.onError(error);
      return { status: 500, body: failure(500, 'Something went wrong') };
    }
  }
}

class InProcessReply implements ReadReply {
  status = 200;
  sent = false;
  payload: unknown = undefined;

  code(status: number): this {
    this.status = status;
    return this;
  }

  send(payload: unknown): this {
    this.sent = true;
    this.payload = payload;
    return this;
  }
}
