import { describe, expect, it } from 'vitest';
import type { SitemapData } from '../../core/pages/sitemap';
import { CATEGORY_TREE } from '../../backend/seed/content/catalogue';
import { STATIC_PAGES } from '../../backend/seed/content/site';
import { refreshHelpContent } from '../../backend/db/migrations/0019-help-content';
import { refreshPaymentHelp } from '../../backend/db/migrations/0027-payment-help';
import { ORDER_MESSAGES } from '../../backend/orders/order-messages';
import { loadCommon } from '../../backend/common/common-service';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

describe.each(testDatabases())('sitemap read and help content on $name', (database) => {
  const shop = useApiShop(database, { products: 40, seed: 7 });
  const sitemap = async (lang: string) => shop.call<SitemapData>({ method: 'GET', url: `/api/v1/sitemap?lang=${lang}` });

  it('lists every public category with its sub-categories, brands, collections and pages in the language', async () => {
    const { http, body } = await sitemap('fr');
    expect(http).toBe(200);
    const data = body.data;
    expect(data.categories.map((c) => c.slug)).toEqual(CATEGORY_TREE.map((c) => c.key));
    const frTitles = await shop.db.selectFrom('category_translations').select(['category_id', 'title']).where('lang', '=', 'fr').execute();
    for (const category of data.categories) {
      expect(category.title).toBe(frTitles.find((t) => t.category_id === category.id)?.title);
      const subs = await shop.db.selectFrom('sub_categories').select('id').where('category_id', '=', category.id).where('status', '=', 1).orderBy('sort_order').orderBy('id').execute();
      expect(category.sub_categories.map((s) => s.id)).toEqual(subs.map((s) => s.id));
    }
    expect(data.brands.length).toBeGreaterThan(0);
    expect(data.collections.length).toBeGreaterThan(0);
    expect(data.pages.map((p) => p.slug)).toEqual(STATIC_PAGES.map((p) => p.slug));
    expect(data.pages.find((p) => p.slug === 'faq')?.title).toBe('Aide et questions fréquentes');
    expect(Object.keys(data.categories[0]!.sub_categories[0]!).sort()).toEqual(['id', 'slug', 'title']);
  });

  it('answers in Arabic and leaves out hidden rows', async () => {
    const category = await shop.db.selectFrom('categories').select('id').orderBy('id').executeTakeFirstOrThrow();
    await shop.db.updateTable('pages').set({ status: 2 }).where('slug', '=', 'about-us').execute();
    const { body } = await sitemap('ar');
    expect(body.data.pages.map((p) => p.slug)).not.toContain('about-us');
    expect(body.data.pages.find((p) => p.slug === 'faq')?.title).toBe('المساعدة والأسئلة الشائعة');
    expect(body.data.categories.some((c) => c.id === category.id)).toBe(true);
    await shop.db.updateTable('pages').set({ status: 1 }).where('slug', '=', 'about-us').execute();
  });

  it('gives a demo database seeded before the change the truthful help texts, the sitemap link and no card badges, once', async () => {
    // The state of a database seeded before: the old FAQ, card badges, no sitemap link.
    const faq = await shop.db.selectFrom('pages').select('id').where('slug', '=', 'faq').executeTakeFirstOrThrow();
    await shop.db.updateTable('pages').set({ body: '<p>Credit and debit cards, PayPal...</p>' }).where('id', '=', faq.id).execute();
    await shop.db.updateTable('page_translations').set({ body: '<p>Cartes, PayPal...</p>' }).where('page_id', '=', faq.id).execute();
    await shop.db.deleteFrom('page_translations').where('page_id', '=', faq.id).where('lang', '=', 'hi').execute();
    const sitemapLink = await shop.db.selectFrom('footer_links').select('id').where('link', '=', '/sitemap').executeTakeFirstOrThrow();
    await shop.db.deleteFrom('footer_link_translations').where('footer_link_id', '=', sitemapLink.id).execute();
    await shop.db.deleteFrom('footer_links').where('id', '=', sitemapLink.id).execute();
    await shop.db.insertInto('footer_links').values({ link_group: 'payment', title: 'Visa', link: '#', image: 'payment/visa.svg', status: 1, sort_order: 0 }).execute();
    const about = await shop.db.selectFrom('pages').select('body').where('slug', '=', 'about-us').executeTakeFirstOrThrow();

    await refreshHelpContent(shop.db);
    await refreshHelpContent(shop.db);

    const page = STATIC_PAGES.find((p) => p.slug === 'faq')!;
    expect((await shop.db.selectFrom('pages').select('body').where('id', '=', faq.id).executeTakeFirstOrThrow()).body).toBe(page.body.en);
    const translations = await shop.db.selectFrom('page_translations').select(['lang', 'body']).where('page_id', '=', faq.id).orderBy('lang').execute();
    expect(translations).toEqual(['ar', 'fr', 'hi', 'tr'].map((lang) => ({ lang, body: page.body[lang as 'ar'] })));
    // A page the refresh has no claim to fix is left as it is.
    expect((await shop.db.selectFrom('pages').select('body').where('slug', '=', 'about-us').executeTakeFirstOrThrow()).body).toBe(about.body);

    const tr = await loadCommon(shop.db, 'tr');
    expect(tr.services.filter((s) => s.link === '/sitemap').map((s) => s.title)).toEqual(['Site Haritası']);
    expect(tr.services.at(-1)?.link).toBe('/sitemap');
    expect(tr.payment.map((p) => p.image)).toEqual(['payment/cod.svg', 'payment/bank.svg']);
  });

  it('gives a demo database whose FAQ said online card payment was not available yet the answer that holds with or without online providers, once (0027)', async () => {
    const faq = await shop.db.selectFrom('pages').select('id').where('slug', '=', 'faq').executeTakeFirstOrThrow();
    const page = STATIC_PAGES.find((p) => p.slug === 'faq')!;
    await shop.db.updateTable('pages').set({ body: '<p>Cash on delivery or bank transfer. Paying online by card is not available yet.</p>' }).where('id', '=', faq.id).execute();
    await shop.db.updateTable('page_translations').set({ body: '<p>Le paiement en ligne par carte n’est pas encore disponible.</p>' }).where('page_id', '=', faq.id).execute();

    await refreshPaymentHelp(shop.db);
    await refreshPaymentHelp(shop.db);
    expect((await shop.db.selectFrom('pages').select('body').where('id', '=', faq.id).executeTakeFirstOrThrow()).body).toBe(page.body.en);
    const translations = await shop.db.selectFrom('page_translations').select(['lang', 'body']).where('page_id', '=', faq.id).orderBy('lang').execute();
    expect(translations).toEqual(['ar', 'fr', 'hi', 'tr'].map((lang) => ({ lang, body: page.body[lang as 'ar'] })));

    // A shop that wrote its own FAQ keeps it.
    await shop.db.updateTable('pages').set({ body: '<p>We take cards only.</p>' }).where('id', '=', faq.id).execute();
    await refreshPaymentHelp(shop.db);
    expect((await shop.db.selectFrom('pages').select('body').where('id', '=', faq.id).executeTakeFirstOrThrow()).body).toBe('<p>We take cards only.</p>');
    await shop.db.updateTable('pages').set({ body: page.body.en }).where('id', '=', faq.id).execute();
  });

  it('no text denies online payment: the FAQ names the methods shown at checkout, and so does the refusal of an unavailable method, in five languages', () => {
    const faq = STATIC_PAGES.find((p) => p.slug === 'faq')!;
    const online = { en: 'Online with the methods shown at checkout', fr: 'En ligne avec les moyens proposés', ar: 'إلكترونيًا بالطرق المعروضة', tr: 'gösterilen yöntemlerle çevrim içi', hi: 'चेकआउट पर दिखाई गई विधियों से ऑनलाइन' };
    for (const [lang, words] of Object.entries(online)) {
      expect(faq.body[lang as 'en']).toContain(words);
      expect(faq.body[lang as 'en']).not.toMatch(/not available yet|pas encore disponible|ليس متاحًا بعد|henüz yok|अभी उपलब्ध नहीं/);
    }
    const refusal = ORDER_MESSAGES.payment_method_unavailable!;
    expect(Object.keys(refusal).sort()).toEqual(['ar', 'en', 'fr', 'hi', 'tr']);
    expect(refusal.en).toBe('This payment method is not available. Please choose one of the methods shown at checkout: an online payment, cash on delivery or bank transfer.');
  });

  it('says only what the shop does: no PayPal claim, links to pages that exist', () => {
    for (const page of STATIC_PAGES.filter((p) => ['faq', 'shipping-and-returns'].includes(p.slug))) {
      for (const [lang, body] of Object.entries(page.body)) {
        expect(body).not.toMatch(/PayPal|leaves the store/);
        for (const [, href] of body.matchAll(/href="([^"]+)"/g)) {
          expect(href!.startsWith(lang === 'en' ? '/' : `/${lang}/`), `${lang}: ${href}`).toBe(true);
        }
      }
    }
  });
});
