import type { RenderResult } from '../entry-server';

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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const safeColor = (value: string, fallback: string) => (/^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

/** The whole HTML document around a server render. */
export function htmlDocument(page: RenderResult, assets: PageAssets): string {
  const primary = safeColor(page.primaryColor, '#470096');
  const hover = safeColor(page.primaryHoverColor, primary);
  return `<!doctype html>
<html lang="${escapeHtml(page.language)}" dir="${page.direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<meta name="description" content="${escapeHtml(page.description)}">
<meta name="theme-color" content="${primary}">
<link rel="icon" href="/uploads/logo/icon.svg" type="image/svg+xml">
<style>:root{--primary:${primary};--primary-hover:${hover}}</style>
${assets.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n')}
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}">`).join('\n')}
${assets.headExtra ?? ''}
</head>
<body>
<div id="app">${page.html}</div>
<script id="__STATE__" type="application/json">${page.state}</script>
<script type="module" src="${assets.entry}"></script>
</body>
</html>`;
}
