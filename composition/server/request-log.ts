/**
 * What a request log line says: Fastify's default fields, with a guest's `user_token` (it names the
 * guest's cart and addresses, like a password) masked in the URL. Headers, so cookies, are never logged.
 */
export function loggedRequest(request: { method: string; url: string; host?: string; ip?: string }): Record<string, string | undefined> {
  return { method: request.method, url: request.url.replace(/([?&]user_token=)[^&#]*/g, '$1[redacted]'), host: request.host, remoteAddress: request.ip };
}
