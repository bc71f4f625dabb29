import { MAX_LINE_QUANTITY } from '../../core/cart/line-quantity';
import { readRowId } from '../http/ids';

export type QuantityRead = { ok: true; quantity: number } | { ok: false; code: 'invalid_quantity' | 'maximum_exceeded' };

/**
 * A whole quantity from untrusted input: a number or a string of digits with an optional sign. A
 * quantity (or change of quantity) above the largest a line may hold is refused before the database
 * sees it, with the shopper's "Maximum quantity exceeds.".
 */
export function readQuantity(value: unknown): QuantityRead {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[-+]?\d{1,12}\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number)) return { ok: false, code: 'invalid_quantity' };
  if (Math.abs(number) > MAX_LINE_QUANTITY) return { ok: false, code: 'maximum_exceeded' };
  return { ok: true, quantity: number };
}

/** Most ids one selection call may name: a cart is never near this long. */
const MAX_IDS = 1_000;

/** A list of row ids (`checked`, `unchecked`): missing is empty; anything but an array of ids (null included) is null. */
export function readIdList(value: unknown): number[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_IDS) return null;
  const ids: number[] = [];
  for (const item of value) {
    const id = readRowId(item);
    if (id === null) return null;
    ids.push(id);
  }
  return [...new Set(ids)];
}
