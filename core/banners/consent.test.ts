import { describe, expect, it } from 'vitest';
import type { CommonData, Setting } from '../common/common-data';
import { BannerPreferences } from './banner-preferences';
import { analyticsPlan, gaId, parseConsent, pixelId, plansAnything } from './consent';

const common = (setting: Partial<Setting>, custom_scripts: string | null = null) =>
  ({ setting: { cookie_banner: 1, enable_ga: 1, ga_id: 'G-ABC1234', enable_pixel: 1, pixel_id: '1234567890', ...setting }, custom_scripts }) as Pick<CommonData, 'setting' | 'custom_scripts'>;

class Memory {
  values = new Map<string, string>();
  get = (key: string) => this.values.get(key) ?? null;
  set = (key: string, value: string) => void this.values.set(key, value);
  remove = (key: string) => void this.values.delete(key);
}

describe('consent rules', () => {
  it('loads nothing before an answer, nor after Reject', () => {
    for (const choice of [null, 'denied'] as const) {
      expect(analyticsPlan(common({}, '<script>x()</script>'), choice)).toEqual({ ga: null, pixel: null, customScripts: null });
    }
  });

  it('loads each tag whose setting is on, and custom scripts, after Accept', () => {
    expect(analyticsPlan(common({}, '<script>x()</script>'), 'granted')).toEqual({ ga: 'G-ABC1234', pixel: '1234567890', customScripts: '<script>x()</script>' });
    expect(analyticsPlan(common({ enable_ga: 0 }), 'granted')).toMatchObject({ ga: null, pixel: '1234567890', customScripts: null });
    expect(analyticsPlan(common({ enable_pixel: 0 }, '  '), 'granted')).toMatchObject({ ga: 'G-ABC1234', pixel: null, customScripts: null });
  });

  it('loads nothing when the cookie banner is off: consent cannot be given', () => {
    const plan = analyticsPlan(common({ cookie_banner: 0 }, '<script>x()</script>'), 'granted');
    expect(plansAnything(plan)).toBe(false);
    expect(analyticsPlan(null, 'granted')).toEqual({ ga: null, pixel: null, customScripts: null });
  });

  it('takes only ids of the expected shape (they go into script URLs)', () => {
    expect(gaId({ enable_ga: 1, ga_id: ' G-XYZ9876 ' })).toBe('G-XYZ9876');
    expect(gaId({ enable_ga: 1, ga_id: 'G-1"><script>' })).toBeNull();
    expect(gaId({ enable_ga: 1, ga_id: 'UA-1234-1' })).toBeNull();
    expect(gaId({ enable_ga: 1, ga_id: null })).toBeNull();
    expect(gaId({ enable_ga: 2, ga_id: 'G-XYZ9876' })).toBeNull();
    expect(pixelId({ enable_pixel: 1, pixel_id: '123456789012345' })).toBe('123456789012345');
    expect(pixelId({ enable_pixel: 1, pixel_id: '12ab' })).toBeNull();
    expect(pixelId({ enable_pixel: 0, pixel_id: '123456789012345' })).toBeNull();
  });

  it('reads back only the two known answers', () => {
    expect(parseConsent('granted')).toBe('granted');
    expect(parseConsent('denied')).toBe('denied');
    expect(parseConsent('true')).toBeNull();
    expect(parseConsent(null)).toBeNull();
  });
});

describe('the stored answer', () => {
  it('keeps the answer beside cookieBannerClosed', () => {
    const storage = new Memory();
    const preferences = new BannerPreferences(storage);
    expect(preferences.consent()).toBeNull();
    preferences.choose('granted');
    expect(storage.values).toEqual(new Map([['cookieConsent', 'granted'], ['cookieBannerClosed', 'true']]));
    expect(preferences.consent()).toBe('granted');
    preferences.choose('denied');
    expect(preferences.consent()).toBe('denied');
  });

  it('reads a banner closed before answers were kept as denied', () => {
    const storage = new Memory();
    storage.set('cookieBannerClosed', 'true');
    expect(new BannerPreferences(storage).consent()).toBe('denied');
  });
});
