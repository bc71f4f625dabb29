import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What the shop's pages may use of the browser: nothing that reads the shopper's surroundings,
 * payments only for the shop itself (the card providers' scripts), and no interest tracking.
 * Only features Chromium knows are named, or it warns on every page.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), browsing-topics=()';

/** How long a browser keeps to https once it has seen the shop over https: a year (the HSTS preload list's minimum). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (OWASP ASVS 14.4), with helmet: X-Content-Type-Options nosniff,
 * X-Frame-Options DENY beside `frame-ancestors 'none'`, Referrer-Policy, Cross-Origin-Opener- and
 * Resource-Policy, and the rest of helmet's defaults; Permissions-Policy, which helmet leaves out;
 * Strict-Transport-Security only on an answer that went out over https (behind a proxy, as its
 * X-Forwarded-Proto says when `trustProxy` is set), since over plain http it means nothing and on
 * localhost it would pin a developer's browser to https.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    // Every answer that is not a page (api/v1 JSON, images, assets, plain errors) may load nothing
    // and be framed by nobody. Pages replace it with their own, which carries the response's nonce
    // (`page-handler/content-security-policy.ts`).
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    // The shop is reached by people following links from mails and other sites: they keep the
    // origin (never a path, whose query may hold a newsletter token) so the shop's own reports work.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
