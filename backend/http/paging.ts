import type { Paginator } from '../../core/shared/paginator';

/** Rows per page of every paged account list (address book, followed stores). */
export const PAGE_SIZE = 25;

/**
 * Far beyond any real list; keeps the offset a small integer on every database whatever the
 * query says (a page past the end is simply empty).
 */
const MAX_PAGE = 100_000;

/** The `page` query value as a page number: a positive whole number, else 1. */
export function readPage(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,9}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** Rows to skip for a page. */
export function offsetOf(page: number, perPage = PAGE_SIZE): number {
  return (page - 1) * perPage;
}

/** A Laravel-style paginator around one page of rows. */
export function paginator<T>(data: T[], page: number, total: number, perPage = PAGE_SIZE): Paginator<T> {
  const from = data.length > 0 ? offsetOf(page, perPage) + 1 : null;
  return {
    current_page: page,
    data,
    from,
    to: from === null ? null : from + data.length - 1,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
  };
}
