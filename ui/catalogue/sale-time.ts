/**
 * A sale time as the shop shows it: `2026-11-21 14:00 UTC`. Not Intl: the server's and the
 * browser's locale data can disagree, and the page must hydrate to the same text.
 */
export function saleTime(iso: string): string {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return '';
  return `${new Date(time).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
