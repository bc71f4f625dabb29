import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * An upload past its limits is cut off: nothing more of it is read, and its answer closes the
 * connection. Left alone, the parser read a 20 MB request to its end, and the connection then
 * waited out its keep-alive (72 s) for a client still sending what nobody would read.
 */

const cutOff = new WeakSet<FastifyRequest>();

/** Stops reading `request`'s body (the multipart parser is unpiped, the stream paused) and marks its answer as the connection's last. */
export function cutOffUpload(request: FastifyRequest): void {
  cutOff.add(request);
  request.raw.unpipe();
  request.raw.pause();
}

/** Whether the answer to `request` ends the connection: an upload cut off, or one answered before it was read to the end. */
export function endsConnection(request: FastifyRequest): boolean {
  return cutOff.has(request) || (request.isMultipart() && !request.raw.complete);
}

/** The `onSend` hook: such an answer says `Connection: close`, and Node closes the connection once it is sent. */
export async function closeCutOffUploads(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (endsConnection(request)) void reply.header('connection', 'close');
}
