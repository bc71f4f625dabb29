import type { RenderResult } from '../../entry-server';
import type { HeadMeta } from '../../../ui/app/meta-store-head';
import { scriptSafeJson } from '../../../ui/app/meta-store-head';
import { NONCE_PLACEHOLDER } from './content-security-policy';

export interface PageAssets {
  /** Stylesheets to link (first page CSS, so nothing flashes unstyled). */
  css: string[];
  /** Module chunks to preload (entry imports and the page chunk). */
  preload: string[];
  /** The browser entry script. */
  entry: string;
  /** Extra head markup (the dev server's HMR client). */
  headExtra?: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const safeColor = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/**
 * Description, robots, canonical, hreflang alternates, Open Graph and JSON-LD. Marked `data-meta` so
 * the browser's MetaHeadSync replaces exactly these on client-side navigation.
 */
export function metaTags(page: Pick<RenderResult, 'description' | 'meta'>): string {
  const head: HeadMeta | null = page.meta;
  if (!head) return `<meta name="description" content="${escapeHtml(page.description)}" data-meta>`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-meta>`;
  const lines = [meta('name', 'description', head.description)];
  if (head.robots) lines.push(meta('name', 'robots', head.robots));
  if (head.canonical) lines.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-meta>`);
  for (const alternate of head.alternates) {
    lines.push(`<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" data-meta>`);
  }
  lines.push(meta('property', 'og:title', head.og.title), meta('property', 'og:description', head.og.description));
  if (head.og.url) lines.push(meta('property', 'og:url', head.og.url));
  lines.push(meta('property', 'og:type', head.og.type));
  if (head.og.image) lines.push(meta('property', 'og:image', head.og.image));
  if (head.og.siteName) lines.push(meta('property', 'og:site_name', head.og.siteName));
  lines.push(meta('property', 'og:locale', head.og.locale));
  for (const locale of head.og.localeAlternates) lines.push(meta('property', 'og:locale:alternate', locale));
  if (head.jsonLd) lines.push(`<script type="application/ld+json" data-meta>${scriptSafeJson(head.jsonLd)}</script>`);
  return lines.join('\n');
}

/**
 * The whole HTML document around a server render. Scripts that run carry the response's nonce
 * (NONCE_PLACEHOLDER here, set as each response is sent): the entry, written last so a shared
 * page's nonces sit in its last bytes (`page-compression.ts`), and the dev server's head scripts.
 * The state and JSON-LD are data, which the Content-Security-Policy does not govern.
 */
export function htmlDocument(page: RenderResult, assets: PageAssets): string {
  const primary = safeColor(page.primaryColor, '#470096');
  const hover = safeColor(page.primaryHoverColor, primary);
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}" dir="${page.direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
${metaTags(page)}
<meta name="theme-color" content="${primary}">
<link rel="icon" href="/uploads/logo/icon.svg" type="image/svg+xml">
<style>:root{--primary:${primary};--primary-hover:${hover}}</style>
${assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${(assets.headExtra ?? '').replace(/<script\b/g, `<script nonce="${NONCE_PLACEHOLDER}"`)}
</head>
<body>
<div id="app">${page.html}</div>
<script id="__STATE__" type="application/json">${page.state}</script>
<script type="module" nonce="${NONCE_PLACEHOLDER}" src="${assets.entry}"></script>
</body>
</html>`;
}
