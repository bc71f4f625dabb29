import i18next, { type i18n } from 'i18next';
import type { Catalogue } from './catalogues';

/**
 * One i18next instance per request on the server and one per tab in the browser. Keys are
 * `namespace.key` (for example `layout.login`); English fills any gap so a shopper never sees a key.
 */
export function createI18n(language: string, catalogue: Catalogue, fallback?: { language: string; catalogue: Catalogue }): i18n {
  const instance = i18next.createInstance();
  const resources: Record<string, { translation: Catalogue }> = { [language]: { translation: catalogue } };
  if (fallback && fallback.language !== language) resources[fallback.language] = { translation: fallback.catalogue };
  void instance.init({
    lng: language,
    fallbackLng: fallback?.language ?? false,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
