// One page of an order made of two disjoint lists: a few rows known whole (flash-priced products,
// sorted here) and many read from the database in order through an index. Only the database rows
// the page can need are read: at most offset + page size, and from offset - few.length on.

/**
 * `few` (sorted by `ahead`) merged with the rows `many(offset, limit)` reads (same order), sliced
 * to [offset, offset + size). Proof of the skip: the first `offset` merged rows hold at most
 * few.length of `few`, so the page's `many` rows start at or after offset - few.length.
 */
export async function mergedPage<T>(
  few: readonly T[],
  many: (offset: number, limit: number) => Promise<T[]>,
  ahead: (a: T, b: T) => boolean,
  offset: number,
  size: number,
): Promise<T[]> {
  const skip = Math.max(0, offset - few.length);
  return pageOfSlice(few, await many(skip, offset - skip + size), skip, ahead, offset, size);
}

/**
 * mergedPage with `few` and the slice of `many` read together (one query or two at once): the
 * slice starts at a skip that holds for any `few` of at most `fewAtMost` rows, so it costs up to
 * fewAtMost - few.length more rows of `many` and no second round trip. `read(skip, limit)` gives
 * `few` whole (sorted by `ahead`) and up to `limit` rows of `many` from `skip` on, in order.
 */
export async function mergedPageOfOneRead<T>(
  read: (skip: number, limit: number) => Promise<{ few: readonly T[]; many: readonly T[] }>,
  fewAtMost: number,
  ahead: (a: T, b: T) => boolean,
  offset: number,
  size: number,
): Promise<T[]> {
  const skip = Math.max(0, offset - fewAtMost);
  const { few, many } = await read(skip, offset - skip + size);
  if (few.length > fewAtMost) throw new Error(`mergedPageOfOneRead: ${few.length} rows, at most ${fewAtMost} announced`);
  return pageOfSlice(few, many, skip, ahead, offset, size);
}

/**
 * The page [offset, offset + size) of `few` merged with `many`, given `slice`: the rows of `many`
 * from `skip` on (offset - skip + size of them, or all that remain), skip <= offset - few.length.
 */
function pageOfSlice<T>(few: readonly T[], slice: readonly T[], skip: number, ahead: (a: T, b: T) => boolean, offset: number, size: number): T[] {
  if (skip === 0) return merge(slice, few, ahead).slice(offset, offset + size);
  // Fewer than `skip` rows of `many`: every row comes before this page.
  if (slice.length === 0) return [];
  // Rows of `few` ahead of the slice's first rank below `offset`: left out, their count kept.
  const first = slice[0]!;
  const before = few.filter((row) => ahead(row, first)).length;
  const start = skip + before;
  return merge(slice, few.slice(before), ahead).slice(offset - start, offset - start + size);
}

function merge<T>(a: readonly T[], b: readonly T[], ahead: (x: T, y: T) => boolean): T[] {
  const out: T[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (j >= b.length || (i < a.length && !ahead(b[j]!, a[i]!))) out.push(a[i++]!);
    else out.push(b[j++]!);
  }
  return out;
}

/** Sorts rows by `ahead` (a strict order). */
export function sortedBy<T>(rows: T[], ahead: (a: T, b: T) => boolean): T[] {
  return rows.sort((a, b) => (ahead(a, b) ? -1 : ahead(b, a) ? 1 : 0));
}
