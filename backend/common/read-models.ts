import type { Kysely } from 'kysely';
import type { CommonData } from '../../core/common/common-data';
import type { HomeData } from '../../core/home/home-data';
import type { DB } from '../db/schema';
import { loadCommon } from './common-service';
import { loadLanguages } from './languages';
import { TtlCache } from '../cache/ttl-cache';
import type { CacheChanges } from '../cache/cache-changes';

/**
 * How long `common`, `home` and the other read models may be served from memory: short, so stock
 * and sales stay fresh. 5 s, the upper bound on staleness if a change notice is missed. The
 * READ_MODEL_TTL_MS setting (read once by composition/server/config.ts, handed over as
 * `ApiContext.readModelTtlMs`) overrides it only to measure or test the notices (a long TTL shows a
 * change came by notice, not by expiry).
 */
export const READ_MODEL_TTL_MS = 5_000;

/** How the home page's data is loaded (backend/home/home-service.ts `loadHome`, handed in by backend/api). */
export type HomeLoader = (db: Kysely<DB>, language: string, now: Date) => Promise<HomeData>;

export interface LanguageCatalogue {
  codes: string[];
  defaultLanguage: string;
}

/** The cached read models of the shop-wide pages. */
export class ReadModels {
  // As short as `common`'s: a language the operator adds is routed as soon as the menu lists it.
  private readonly languages: TtlCache<LanguageCatalogue>;
  private readonly common: TtlCache<CommonData>;
  private readonly home: TtlCache<HomeData>;

  constructor(private readonly db: Kysely<DB>, changes: CacheChanges, private readonly loadHome: HomeLoader, ttlMs: number = READ_MODEL_TTL_MS) {
    this.languages = new TtlCache<LanguageCatalogue>(ttlMs, 'languages');
    this.common = new TtlCache<CommonData>(ttlMs, 'common');
    this.home = new TtlCache<HomeData>(ttlMs, 'home');
    changes.whenChanged('shop', () => {
      this.languages.clear();
      this.common.clear();
    });
    // Home's sections are product tiles.
    changes.whenChanged('tiles', () => this.home.clear());
  }

  languageCatalogue(): Promise<LanguageCatalogue> {
    return this.languages.get('all', async () => {
      const rows = await loadLanguages(this.db);
      const fallback = rows.find((l) => Number(l.default) === 1)?.code ?? rows[0]?.code ?? 'en';
      return { codes: rows.map((l) => l.code), defaultLanguage: fallback };
    });
  }

  /**
   * `common` in a language, listing the same languages the route scheme knows: the two are cached
   * apart, so right after the operator adds a language one could list it and the other not (a page
   * routed in the new language whose state lacked it would hydrate in the default language). A
   * cached `common` that disagrees is loaded again.
   */
  async commonData(language: string): Promise<CommonData> {
    const [catalogue, data] = await Promise.all([this.languageCatalogue(), this.common.get(language, () => loadCommon(this.db, language))]);
    const listed = data.languages.map((l) => l.code);
    if (listed.length === catalogue.codes.length && listed.every((code) => catalogue.codes.includes(code))) return data;
    this.common.clear();
    this.languages.clear();
    const [, fresh] = await Promise.all([this.languageCatalogue(), this.common.get(language, () => loadCommon(this.db, language))]);
    return fresh;
  }

  homeData(language: string): Promise<HomeData> {
    return this.home.get(language, () => this.loadHome(this.db, language, new Date()));
  }
}
