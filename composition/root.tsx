import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from '../ui/i18n/react-i18n';
import { App } from '../ui/app/App';
import { LanguageContext } from '../ui/app/language-context';
import { ServicesProvider, type Resolver } from '../ui/app/services';
import { MetaHeadSync } from '../ui/app/meta-store-hooks';
import { RouteTable } from '../ui/routing/route-table';
import { LayoutPartsContext, type LayoutParts } from '../ui/layout/layout-parts';
import { SearchBox } from '../ui/search/SearchBox';
import { SocialLogin } from '../ui/auth/SocialLogin';
import type { LocalizedRoute } from '../ui/routing/route-definition';

/** The features' parts the layouts show (ui/layout/layout-parts.ts). */
const LAYOUT_PARTS: LayoutParts = { SearchBox, SocialLogin };

/** The providers around the app, identical on the server and in the browser so hydration matches. */
export function Root({ resolver, i18n, language, direction, defaultLanguage, routes, router }: {
  resolver: Resolver;
  i18n: i18n;
  language: string;
  direction: 'ltr' | 'rtl';
  defaultLanguage: string;
  /** The route table of the shop's languages (`routesFor`). */
  routes: readonly LocalizedRoute[];
  router: (app: ReactNode) => ReactNode;
}) {
  return (
    <ServicesProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <LanguageContext.Provider value={{ code: language, direction, defaultLanguage }}>
          <RouteTable.Provider value={routes}>
            <LayoutPartsContext.Provider value={LAYOUT_PARTS}>
              {router(<><App resolver={resolver} /><MetaHeadSync /></>)}
            </LayoutPartsContext.Provider>
          </RouteTable.Provider>
        </LanguageContext.Provider>
      </I18nProvider>
    </ServicesProvider>
  );
}
