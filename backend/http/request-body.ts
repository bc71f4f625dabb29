import type { FastifyRequest } from 'fastify';

/** A JSON object from untrusted input (a body, a query), else an empty one: an array or a string never reaches a route as fields. */
export function recordOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The request's JSON body as an object (see recordOf). */
export function bodyOf(request: Pick<FastifyRequest, 'body'>): Record<string, unknown> {
  return recordOf(request.body);
}
