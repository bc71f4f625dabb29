import type { TFunction } from 'i18next';
import { Fragment, type ReactNode } from 'react';

/** Marks a placeholder's place in the translated text; no catalogue or user string holds U+E000. */
const MARK = '\uE000';

/**
 * A translated sentence with each value (a product title, a pickup point, an address part, a
 * code) inside its own <bdi>: a Latin name in an Arabic sentence keeps its place instead of
 * pulling the punctuation around it out of order. Plain values (counts) pass through `plain`.
 */
export function isolated(t: TFunction, key: string, values: Record<string, ReactNode>, plain: Record<string, string | number> = {}): ReactNode {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const text = String(t(key, { ...plain, ...marked }));
  const parts = text.split(MARK);
  // split() puts the placeholder numbers at the odd indexes.
  return (
    <>
      {parts.map((part, i) => (i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <bdi key={i}>{values[names[Number(part)]!]}</bdi>))}
    </>
  );
}

/**
 * A value isolated for a toast (no element there): the Unicode isolates FSI … PDI. Not for an
 * aria-label: a name is read out, not laid out, and the marks would only get in a search's way.
 */
export const isolate = (value: string | number): string => `\u2068${value}\u2069`;
