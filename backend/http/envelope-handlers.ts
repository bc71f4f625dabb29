import type { FastifyInstance } from 'fastify';
import { failure } from './envelope';

/**
 * Unknown paths get 404, malformed requests 400 (413 when too large), and an unexpected fault is
 * logged and answered 500 without internals: every answer an envelope.
 */
export function answerInEnvelopes(app: FastifyInstance): void {
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(failure(404, 'Not found'));
  });

  app.setErrorHandler((error: { statusCode?: number; validation?: unknown; message?: string }, request, reply) => {
    const code = error.statusCode ?? 500;
    if (code >= 400 && code < 500) {
      void reply.code(code).send(failure(code, code === 413 ? 'Request too large' : 'Bad request'));
      return;
    }
    request.log.error({ err: error }, 'api/v1 request failed');
    void reply.code(500).send(failure(500, 'Something went wrong'));
  });
}
