import type { Kysely } from 'kysely';
import type { CommonData } from '../../core/common/common-data';
import type { HomeData } from '../../core/home/home-data';
import type { DB } from '../db/schema';
import { loadCommon } from './common-service';
import { loadHome } from '../home/home-service';
import { loadLanguages } from './languages';
import { TtlCache } from '../cache/ttl-cache';

/** How long `common` and `home` may be served from memory: short, so stock and sales stay fresh. */
export const READ_MODEL_TTL_MS = 5_000;

export interface LanguageCatalogue {
  codes: string[];
  defaultLanguage: string;
}

/** The cached read models of the shop-wide pages. */
export class ReadModels {
  // As short as `common`'s: a language the operator adds is routed as soon as the menu lists it.
  private readonly languages = new TtlCache<LanguageCatalogue>(READ_MODEL_TTL_MS, 'languages');
  private readonly common = new TtlCache<CommonData>(READ_MODEL_TTL_MS, 'common');
  private readonly home = new TtlCache<HomeData>(READ_MODEL_TTL_MS, 'home');

  constructor(private readonly db: Kysely<DB>) {}

  languageCatalogue(): Promise<LanguageCatalogue> {
    return this.languages.get('all', async () => {
      const rows = await loadLanguages(this.db);
      const fallback = rows.find((l) => Number(l.default) === 1)?.code ?? rows[0]?.code ?? 'en';
      return { codes: rows.map((l) => l.code), defaultLanguage: fallback };
    });
  }

  commonData(language: string): Promise<CommonData> {
    return this.common.get(language, () => loadCommon(this.db, language));
  }

  homeData(language: string): Promise<HomeData> {
    return this.home.get(language, () => loadHome(this.db, language, new Date()));
  }

  /** Drops every cached value (after a write that changes them). */
  invalidate(): void {
    this.languages.clear();
    this.common.clear();
    this.home.clear();
  }
}
