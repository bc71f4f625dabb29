/** Query values that act like passwords: a guest's `user_token` (it names the guest's cart and addresses), a mail link's `token`, a code. */
const SECRET_PARAMS: ReadonlySet<string> = new Set(['user_token', 'token', 'code', 'password']);

/** A query parameter's name as the server reads it: percent-decoded (`user%5Ftoken` is `user_token`), `+` as space, any case. */
function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * What a request log line says: Fastify's default fields, with the values of secret query
 * parameters masked in the URL however their names are spelled. Headers, so cookies, are never logged.
 */
export function loggedRequest(request: { method: string; url: string; host?: string; ip?: string }): Record<string, string | undefined> {
  const url = request.url.replace(/([?&])([^=&#]*)=([^&#]*)/g, (whole, separator: string, name: string) =>
    SECRET_PARAMS.has(paramName(name)) ? `${separator}${name}=[redacted]` : whole);
  return { method: request.method, url, host: request.host, remoteAddress: request.ip };
}
