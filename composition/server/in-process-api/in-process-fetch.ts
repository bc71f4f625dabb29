import type { FastifyInstance } from 'fastify';
import type { PublicReads } from '../../../backend/http/public-reads';
import type { FetchLike } from '../../../adapters/http/api-client';

/**
 * A fetch that answers api/v1 calls in-process, without a socket, for pages rendered by this
 * process: a read-only GET straight from its handler (PublicReads), anything else through Fastify's
 * inject (the whole pipeline: hooks, rate limits, the envelope).
 */
export function inProcessFetch(app: FastifyInstance, reads: PublicReads): FetchLike {
  return async (input, init) => {
    const url = new URL(input);
    if ((init?.method ?? 'GET') === 'GET') {
      const answer = await reads.read(url.pathname + url.search, init?.headers);
      if (answer) return { json: async () => answer.body };
    }
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: init?.headers,
      payload: init?.body,
    });
    return { json: async () => response.json() as unknown };
  };
}
