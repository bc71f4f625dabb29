import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nProvider } from '../../i18n/react-i18n';
import { MemoryRouter, useLocation } from 'react-router';
import type { Banner } from '../../../core/domain/banner';
import type { CommonData, Setting, SiteSetting } from '../../../core/domain/common-data';
import { directionOf, type Language } from '../../../core/domain/language';
import { ChooseLanguage } from '../../../core/language/choose-language';
import type { LanguagePreference } from '../../../core/language/language-preference.port';
import { BannerPreferences } from '../../../core/preferences/banner-preferences';
import type { KeyValueStorage } from '../../../core/preferences/key-value-storage.port';
import { LanguageContext } from '../../app/language-context';
import { ServicesProvider, type Resolver, type ServiceToken } from '../../app/services';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/create-i18n';
import { BannerStore } from '../../stores/banner-store';
import { CommonStore } from '../../stores/common-store';
import { ToastStore } from '../../stores/toast-store';

/** Local storage stand-in: share one between two BannerStores to see what survives a "reload". */
export class MemoryStorage implements KeyValueStorage {
  readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}

/** Records the saved language instead of writing a cookie. */
export class MemoryLanguagePreference implements LanguagePreference {
  savedCode: string | null = null;
  saved(): string | null {
    return this.savedCode;
  }
  save(code: string): void {
    this.savedCode = code;
  }
}

// ---- data factories -------------------------------------------------------------------------

export function language(code: string, name: string): Language {
  return { code, name, default: code === 'en' ? 1 : 0, direction: directionOf(code), predefined: 1 };
}

export function banner(overrides: Partial<Banner> = {}): Banner {
  return { id: 1, type: 8, title: 'Free shipping this week', image: 'banner.jpg', status: 1, closable: 1, source_type: 6, url: null, slug: null, source_id: null, ...overrides };
}

export function setting(overrides: Partial<Setting> = {}): Setting {
  return {
    currency: 'USD', currency_icon: '$', currency_position: 1, decimal_format: 'en-US',
    phone: null, email: null, address_1: null, address_2: null, city: null, state: null, zip: null, country: null,
    google_login: 0, facebook_login: 0, guest_checkout: 1, enable_ga: 0, ga_id: null, enable_pixel: 0, pixel_id: null,
    default_country: 'AF', default_state: 'BDS', vendor_registration: 0, cookie_banner: 0,
    ...overrides,
  };
}

export function siteSetting(overrides: Partial<SiteSetting> = {}): SiteSetting {
  return {
    site_name: 'Demo Shop', copyright_text: 'Demo Shop. All rights reserved.', meta_title: 'Demo Shop', meta_description: '',
    primary_color: '#470096', primary_hover_color: '#3a007a', api_base: '/api/v1/', header_logo: 'logo.svg', footer_logo: 'footer-logo.svg',
    ...overrides,
  };
}

export function commonData(overrides: Partial<Omit<CommonData, 'setting' | 'site_setting'>> & { setting?: Partial<Setting>; site_setting?: Partial<SiteSetting> } = {}): CommonData {
  const { setting: settingOverrides, site_setting: siteOverrides, ...rest } = overrides;
  return {
    languages: [language('en', 'English')],
    default_language: 'en',
    img_src_url: '/uploads/',
    thumb_prefix: 'thumb/',
    default_image: 'default.svg',
    header_links: { left: [], right: [] },
    categories: [],
    top_banner: null,
    popup_banner: null,
    custom_scripts: null,
    services: [],
    about: [],
    payment: [],
    social: [],
    ...rest,
    setting: setting(settingOverrides),
    site_setting: siteSetting(siteOverrides),
  };
}

// ---- rendering ------------------------------------------------------------------------------

/** Shows where the router is, so a test can see a navigation happen. */
function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location" hidden>{location.pathname + location.search}</span>;
}

export interface Shell {
  common: CommonStore;
  toast: ToastStore;
  banners: BannerStore;
  storage: MemoryStorage;
  languagePreference: MemoryLanguagePreference;
  /** The router's current path and query. */
  location(): string;
}

export interface ShellOptions {
  data?: CommonData;
  /** Share storage to simulate a later visit on the same device. */
  storage?: MemoryStorage;
  path?: string;
  language?: string;
}

/**
 * Renders `ui` the way the app does: router, English catalogue, language context and a resolver
 * holding hand-built stores (no container; composition alone builds that).
 */
export async function renderInShell(ui: ReactElement, options: ShellOptions = {}): Promise<Shell & { result: RenderResult }> {
  const storage = options.storage ?? new MemoryStorage();
  const common = new CommonStore();
  const languageCode = options.language ?? 'en';
  common.setCommon(options.data ?? commonData(), languageCode);
  const toast = new ToastStore();
  const banners = new BannerStore(new BannerPreferences(storage));
  const languagePreference = new MemoryLanguagePreference();

  const services = new Map<unknown, unknown>([
    [CommonStore, common],
    [ToastStore, toast],
    [BannerStore, banners],
    [ChooseLanguage, new ChooseLanguage(languagePreference)],
  ]);
  const resolver: Resolver = {
    get<T>(token: ServiceToken<T>): T {
      if (!services.has(token)) throw new Error(`test harness has no service for ${String(token)}`);
      return services.get(token) as T;
    },
  };

  const i18n = createI18n('en', await loadCatalogue('en'));
  const wrap = (children: ReactNode) => (
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <I18nProvider i18n={i18n}>
        <LanguageContext.Provider value={{ code: languageCode, direction: directionOf(languageCode), defaultLanguage: 'en' }}>
          <ServicesProvider resolver={resolver}>
            {children}
            <LocationProbe />
          </ServicesProvider>
        </LanguageContext.Provider>
      </I18nProvider>
    </MemoryRouter>
  );
  const result = render(wrap(ui));
  return {
    result,
    common,
    toast,
    banners,
    storage,
    languagePreference,
    location: () => result.getByTestId('location').textContent ?? '',
  };
}
