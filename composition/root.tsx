import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from '../ui/i18n/react-i18n';
import { directionOf } from '../core/language/language';
import { App } from '../ui/app/App';
import { LanguageContext } from '../ui/app/language-context';
import { ServicesProvider, type Resolver } from '../ui/app/services';
import { MetaHeadSync } from '../ui/app/meta-store-hooks';
import { RouteTable } from '../ui/routing/route-table';
import { LOCALIZED_ROUTES } from '../ui/routing/routes';

/** The providers around the app, identical on the server and in the browser so hydration matches. */
export function Root({ resolver, i18n, language, defaultLanguage, router }: {
  resolver: Resolver;
  i18n: i18n;
  language: string;
  defaultLanguage: string;
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <ServicesProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <LanguageContext.Provider value={{ code: language, direction: directionOf(language), defaultLanguage }}>
          <RouteTable.Provider value={LOCALIZED_ROUTES}>
            {router(<><App resolver={resolver} /><MetaHeadSync /></>)}
          </RouteTable.Provider>
        </LanguageContext.Provider>
      </I18nProvider>
    </ServicesProvider>
  );
}
