import type { i18n as I18n, TFunction } from 'i18next';
import { Fragment, cloneElement, createContext, useContext, type ReactElement, type ReactNode } from 'react';

/**
 * The React side of i18next, kept to what this shop needs. The language is fixed for a page's
 * life (choosing another reloads the page), so nothing has to re-render on a language change and
 * react-i18next's machinery (about 6 kB gzip of first-load JavaScript) is not worth its weight.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Without a provider (a page that failed before i18n was ready) keys fall back to their default value. */
const untranslated = ((key: string, options?: { defaultValue?: string }) => options?.defaultValue ?? key) as unknown as TFunction;

export function useTranslation(): { t: TFunction; i18n: I18n | null } {
  const i18n = useContext(I18nContext);
  return { t: i18n ? i18n.t : untranslated, i18n };
}

/**
 * A translation with named tags replaced by elements: "I accept the <policy>privacy policy</policy>"
 * with `components={{ policy: <a href="..." /> }}` renders the link around its translated text.
 */
export function Trans({ i18nKey, components, values }: { i18nKey: string; components: Record<string, ReactElement>; values?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const text = String(t(i18nKey, values));
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    parts.push(text.slice(last, match.index));
    const element = components[match[1]!];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
