/**
 * Where a `?redirect=` (or a social `return_to`) may send the shopper: only a path on this site.
 * Anything else (another origin, `//evil`, `/\evil`, a scheme, control characters) gives null, so
 * the caller falls back to '/'. Browsers treat '\' like '/' and drop tabs and newlines inside URLs,
 * which is why those are refused too.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return null;
  if (!target.startsWith('/')) return null;
  if (target.startsWith('//') || target.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  const path = target.split(/[?#]/)[0]!;
  if (path.includes('//') || /^\/[^/]*:/.test(path)) return null;
  return target;
}
