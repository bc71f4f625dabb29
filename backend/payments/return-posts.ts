import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordOf } from '../http/request-body';

/** The providers' return pages (`/payment-return/<key>`, Razorpay's `/razorpay-callback`), with or without a language prefix. */
const RETURN_PATHS = ['/razorpay-callback', '/:lang/razorpay-callback', '/payment-return/:provider', '/:lang/payment-return/:provider'];

/**
 * A provider that can only POST to its return URL (Razorpay's checkout form, some hosted pages)
 * is answered with a 303 to the same page, the posted fields moved into the query, so that the
 * return page (rendered like every page) reads them and calls `order/payment-done`. Nothing is
 * decided here: the location is rebuilt from checked path parts (never the request's own text),
 * fields already in the query are kept as they are.
 */
export async function paymentReturnPosts(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 65_536 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const answer = async (request: FastifyRequest, reply: FastifyReply) => {
      const { lang, provider } = request.params as { lang?: string; provider?: string };
      if ((lang !== undefined && !/^[a-z]{2}$/.test(lang)) || (provider !== undefined && !/^[a-z]{2,20}$/.test(provider))) {
        return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      }
      const page = `${lang ? `/${lang}` : ''}${provider ? `/payment-return/${provider}` : '/razorpay-callback'}`;
      const query = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
      for (const [name, value] of Object.entries(recordOf(request.body))) {
        if (typeof value === 'string' && !query.has(name) && name.length <= 100 && value.length <= 2000) query.set(name, value);
      }
      const search = query.toString();
      return reply.code(303).header('location', search ? `${page}?${search}` : page).send();
    };
    for (const path of RETURN_PATHS) scope.post(path, answer);
  });
}
