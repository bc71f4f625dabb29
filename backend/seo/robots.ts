import { LANGUAGE_CODES } from '../../core/language/language';

/** Personal and checkout pages: nothing there for a search engine, and crawling them wastes its budget. */
const PRIVATE_PATHS = ['/user/', '/cart', '/checkout', '/shipping', '/login', '/register', '/forgot-password', '/seller/register', '/social-callback', '/razorpay-callback'];

/**
 * robots.txt: everything may be crawled except the private pages, in every language prefix, and
 * the sitemap index is named with the public origin.
 */
export function robotsTxt(origin: string, options: { languages?: readonly string[]; defaultLanguage: string }): string {
  const languages = options.languages ?? LANGUAGE_CODES;
  const prefixes = ['', ...languages.filter((code) => code !== options.defaultLanguage).map((code) => `/${code}`)];
  const disallow = prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `Disallow: ${prefix}${path}`));
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
