import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';

/** The id in `/:main/product/:id`; anything but a positive whole number is a missing page (404), never a call. */
export function parseProductId(raw: string | number | null | undefined): number {
  const text = String(raw ?? '');
  const id = /^[1-9]\d{0,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new RequestError(404, NOT_FOUND_MESSAGE);
  return id;
}

/** A page number from the query: a positive whole number, else 1. */
export function parsePage(raw: string | null | undefined): number {
  const page = /^\d{1,6}$/.test(raw ?? '') ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/**
 * A missing product, store or page is the shop's own 404 page (translated), whatever words the
 * API used for it; every other failure passes through unchanged.
 */
export async function orNotFoundPage<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof RequestError && error.status === 404) throw new RequestError(404, NOT_FOUND_MESSAGE);
    throw error;
  }
}
