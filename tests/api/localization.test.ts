import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommonData } from '../../core/common/common-data';
import { languageCommand } from '../../backend/admin/language-desk';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

const dir = mkdtempSync(join(tmpdir(), 'sf-texts-'));
/** A texts file on disk, as the operator would hand it to `language import`. */
function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe.each(testDatabases())('languages the operator adds, and localization, on $name', (database) => {
  const shop = useApiShop(database, { products: 8, seed: 3 });
  const admin = (...args: string[]) => languageCommand({ db: shop.db }, args);
  const localization = (code: string, headers: Record<string, string> = {}) => shop.call<unknown>({ method: 'GET', url: `/api/v1/localization?locale_code=${code}`, headers });
  const storedTexts = async (code: string) => (await shop.db.selectFrom('language_texts').select('texts').where('language_code', '=', code).executeTakeFirst())?.texts ?? null;

  it('adds a language, imports its texts (unknown keys left out and reported) and serves them with localization', async () => {
    expect(await admin('add', 'de', 'Deutsch', 'ltr')).toEqual({ code: 0, lines: [expect.stringContaining('Added de (Deutsch, ltr)')] });
    const imported = await admin('import', 'de', file('de.json', { layout: { login: 'Anmelden', register: 'Registrieren', no_such_key: 'x' }, home: { nothing: 'y' } }));
    expect(imported).toEqual({ code: 0, lines: [expect.stringContaining('Imported 2 texts for de'), 'Left out 2 keys the storefront does not have:', '  layout.no_such_key', '  home.nothing'] });

    const { http, body } = await localization('de');
    expect(http).toBe(200);
    expect(body).toEqual({ status: 200, message: 'Success', data: { layout: { login: 'Anmelden', register: 'Registrieren' } } });
    // `common` lists it, with its direction, as not predefined: the storefront fetches its texts.
    const common = await shop.call<CommonData>({ method: 'GET', url: '/api/v1/common', headers: { Lang: 'de' } });
    expect(common.body.data.languages.find((l) => l.code === 'de')).toEqual({ code: 'de', name: 'Deutsch', default: 0, direction: 'ltr', predefined: 0 });
    expect((await admin('list')).lines.find((line) => line.startsWith('de'))).toMatch(/^de {2}Deutsch {2}ltr {2}2 texts imported/);
  });

  it('answers a predefined language with no fetched texts, and an unknown or missing code with 404 in the caller\'s language', async () => {
    expect((await localization('fr')).body).toEqual({ status: 200, message: 'Success', data: {} });
    expect(await localization('zz', { Language: 'fr' })).toMatchObject({ http: 404, body: { status: 404, message: 'Cette langue n’est pas disponible', data: null } });
    expect((await shop.call({ method: 'GET', url: '/api/v1/localization', headers: { Language: 'ar' } })).body).toEqual({ status: 404, message: 'هذه اللغة غير متاحة', data: null });
    // Server messages of an added language fall back to the default language.
    expect((await localization('zz', { Language: 'de' })).body.message).toBe('This language is not available');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await storedTexts('de');
    expect(before).not.toBeNull();
    const refusals: [string[], RegExp][] = [
      [['import', 'de', file('broken.json', '{"layout": ')], /^Not imported: the file is not valid JSON\. Nothing was changed\.$/],
      [['import', 'de', file('number.json', { layout: { login: 5 } })], /"layout\.login" must be a text/],
      [['import', 'de', file('array.json', ['Anmelden'])], /must hold a JSON object/],
      [['import', 'de', file('empty.json', { layout: { login: '' } })], /"layout\.login" is empty/],
      [['import', 'de', file('none.json', { shop: { hello: 'Hallo' } })], /no key of the file is a storefront text/],
      [['import', 'de', file('huge.json', { layout: { login: 'x'.repeat(600_000) } })], /larger than 512000 bytes/],
      [['import', 'de', join(dir, 'missing.json')], /^Cannot read /],
      [['import', 'xx', file('ok.json', { layout: { login: 'A' } })], /xx is not a language of the shop/],
      [['import', 'fr', file('ok.json', { layout: { login: 'A' } })], /fr is predefined/],
      [['add', 'de', 'Deutsch'], /de is already a language/],
      [['add', 'deu', 'Deutsch'], /two lowercase letters/],
      [['add', 'xy', 'X', 'up'], /ltr or rtl/],
      [['add', 'xy', ' '], /1 to 40 printable characters/],
      [['remove', 'en'], /default language/],
      [['remove', 'fr'], /predefined/],
    ];
    for (const [args, message] of refusals) {
      const result = await admin(...args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.lines[0]).toMatch(message);
    }
    expect(await storedTexts('de')).toBe(before);
    expect((await shop.db.selectFrom('languages').select('code').where('code', 'in', ['xy', 'deu']).execute())).toEqual([]);
  });

  it('adds a right-to-left language and removes an added language with its texts', async () => {
    expect((await admin('add', 'fa', 'فارسی', 'rtl')).code).toBe(0);
    expect((await admin('import', 'fa', file('fa.json', { layout: { login: 'ورود' } }))).code).toBe(0);
    const fa = await shop.db.selectFrom('languages').select(['direction', 'predefined', 'status']).where('code', '=', 'fa').executeTakeFirstOrThrow();
    expect(fa).toEqual({ direction: 'rtl', predefined: 0, status: 1 });
    expect(await admin('remove', 'fa')).toEqual({ code: 0, lines: ['Removed fa and its texts.'] });
    expect(await storedTexts('fa')).toBeNull();
    expect(await shop.db.selectFrom('languages').select('code').where('code', '=', 'fa').execute()).toEqual([]);
  });

  it('makes a language with translated catalogue rows inactive instead of removing it, so nothing translated is lost', async () => {
    expect((await admin('add', 'nl', 'Nederlands')).code).toBe(0);
    const category = await shop.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    await shop.db.insertInto('category_translations').values({ category_id: category.id, lang: 'nl', title: 'Groente', meta_title: null, meta_description: null }).execute();
    expect((await admin('remove', 'nl')).lines[0]).toBe('nl has 1 translated catalogue rows, so it was made inactive instead of removed: the storefront no longer offers it (language add brings it back).');
    expect(await shop.db.selectFrom('languages').select('status').where('code', '=', 'nl').executeTakeFirstOrThrow()).toEqual({ status: 0 });
    expect(await shop.db.selectFrom('category_translations').select('title').where('lang', '=', 'nl').executeTakeFirstOrThrow()).toEqual({ title: 'Groente' });
    // Added again, it comes back active with its translations.
    expect((await admin('add', 'nl', 'Nederlands')).code).toBe(0);
    expect(await shop.db.selectFrom('languages').select('status').where('code', '=', 'nl').executeTakeFirstOrThrow()).toEqual({ status: 1 });
  });

  it('lists the added language in sitemap.xml and robots.txt', async () => {
    const file = await shop.app.inject({ url: '/sitemap-pages-1.xml' });
    expect(file.body).toContain('hreflang="de" href="http://localhost:3000/de/page/');
    expect(file.body).toMatch(/<loc>http:\/\/localhost:3000\/de\/page\/[^<]+<\/loc>/);
    expect((await shop.app.inject({ url: '/robots.txt' })).body).toContain('Disallow: /de/cart');
  });
});
