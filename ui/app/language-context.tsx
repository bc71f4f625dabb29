import { createContext, useContext } from 'react';
import { localizePath } from '../../core/language/localized-path';

export interface LanguageInfo {
  /** The language of this page (from the path prefix). */
  code: string;
  direction: 'ltr' | 'rtl';
  defaultLanguage: string;
}

export const LanguageContext = createContext<LanguageInfo>({ code: 'en', direction: 'ltr', defaultLanguage: 'en' });

export function useLanguage(): LanguageInfo {
  return useContext(LanguageContext);
}

/** Turns a language-neutral path ('/flash-sale') into this page's language ('/fr/flash-sale'). */
export function useLocalizePath(): (path: string) => string {
  const { code, defaultLanguage } = useLanguage();
  return (path: string) => localizePath(path, code, defaultLanguage);
}
