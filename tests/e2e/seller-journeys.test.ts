import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingFindings, formatFindings } from './support/axe';
import { watchErrors } from './support/browser';
import { addAddressInline, chooseShipping, escapeRegExp, localized, textOf } from './support/checkout-fixtures';
import { gotoSettled } from './support/page-waits';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, PHONE, sessionCookies, shots, useVisitorPage } from './support/shopper';

const photo = async (colour: string) => sharp({ create: { width: 900, height: 900, channels: 3, background: colour } }).png().toBuffer();

/** The seller workspace's page checked with axe: nothing blocking. */
async function accessible(page: Page, name: string): Promise<void> {
  const findings = await blockingFindings(page, { shell: false });
  expect(findings, formatFindings(findings.map((finding) => ({ page: name, finding })))).toEqual([]);
}

/**
 * Every link the screen prints leads somewhere that exists: each same-site address answers below
 * 400, asked with the page's own cookies (the workspace draws in the browser, so the server-side
 * link crawl never sees these links).
 */
async function linksAnswer(page: Page, origin: string): Promise<void> {
  const hrefs = await page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href));
  const own = [...new Set(hrefs.filter((href) => href.startsWith(origin)))];
  expect(own.length, 'the screen prints links').toBeGreaterThan(0);
  for (const href of own) {
    const answer = await page.context().request.get(href, { maxRedirects: 0 });
    expect(answer.status(), `${page.url()} links ${href}`).toBeLessThan(400);
  }
}

// Issue 32 in Chromium: a Turkish seller on a phone registers, waits for the shop, is approved,
// describes the store, creates a product with two variants and two photos and publishes it; a
// shopper in Hindi finds it by search, sees the seller's photo and prices, and orders the dearer
// colour. The workspace is looked at in Turkish (phone) and Arabic (right to left), and checked with axe.
describe('the seller workspace in Chromium', () => {
  const env = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(env);
  const visitor = useVisitorPage(env);

  it('a Turkish seller on a phone registers, is approved, lists a product with two variants and photos; a Hindi shopper finds and orders it', async () => {
    const tr = (key: string, values?: Record<string, string | number>) => textOf('tr', key, values);
    const email = `satici.${Date.now()}@example.test`;
    // Published at once: the review queue has its own tests (tests/api/seller-review.test.ts, ui/admin).
    await shopDb.db.updateTable('settings').set({ product_review: 0, guest_checkout: 1 }).execute();
    // A delivery rule that reaches Istanbul, where the shopper has it delivered.
    const rule = await shopDb.db.selectFrom('shipping_rules as r').innerJoin('shipping_places as p', 'p.shipping_rule_id', 'r.id').select('r.id')
      .where('r.status', '=', 1).where('p.country', 'in', ['TR', 'ALL']).where('p.state', 'in', ['34', 'ALL']).orderBy('r.id').executeTakeFirstOrThrow();
    const page = await visitor.fresh();
    await page.setViewportSize(PHONE);
    const errors = watchErrors(page);

    await gotoSettled(page, `${env.shop.url}/tr/seller/register`);
    await page.getByLabel(tr('auth:fields.store_name'), { exact: true }).fill('Bakırcı Usta');
    await page.getByLabel(tr('auth:fields.name'), { exact: true }).fill('Selin Kaya');
    await page.getByLabel(tr('auth:fields.email'), { exact: true }).fill(email);
    await page.getByLabel(tr('auth:fields.phone'), { exact: true }).fill('+90 555 123 4567');
    await page.getByLabel(tr('auth:fields.password'), { exact: true }).fill('seller-pass-1');
    await page.getByLabel(tr('auth:fields.password_confirmation'), { exact: true }).fill('seller-pass-1');
    await page.getByRole('button', { name: tr('auth:seller.submit') }).click();
    await page.getByLabel(tr('auth:fields.code')).fill(await env.smtp.codeFor(email));
    await page.getByRole('button', { name: tr('auth:register.verify') }).click();
    await page.getByRole('heading', { name: tr('auth:seller.pending_title') }).waitFor();

    // Signed in, the store waits: the workspace says so and offers nothing else.
    await gotoSettled(page, `${env.shop.url}/tr/seller`);
    await page.getByRole('heading', { name: tr('seller:standing.waiting_title', { store: 'Bakırcı Usta' }) }).waitFor();
    await shots(page, 'seller-waiting-tr');

    // The shop approves the store (the console's approval has its own journey, admin-people).
    await shopDb.db.updateTable('stores').set({ status: 'approved', approved_at: new Date().toISOString() }).where('name', '=', 'Bakırcı Usta').execute();
    // From the shop, as a seller goes in: the account menu's workspace entry. A shop page carries
    // no workspace texts (ui/i18n/shipped-texts.ts): the screen shows once they have loaded.
    await gotoSettled(page, `${env.shop.url}/tr`);
    await page.evaluate(() => { (window as { sameDocument?: boolean }).sameDocument = true; });
    await page.getByRole('button', { name: tr('layout:account.label') }).click();
    await page.getByRole('link', { name: tr('layout:account.seller') }).click();
    await page.getByRole('heading', { name: tr('seller:overview.title') }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/tr/seller');
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument), 'reached inside the app').toBe(true);
    await accessible(page, 'seller overview tr');
    await linksAnswer(page, env.shop.url);

    // The store's description, in Turkish: shown on its public page.
    await page.getByRole('navigation', { name: tr('seller:menu.label') }).getByRole('link', { name: tr('seller:menu.store') }).click();
    await page.getByRole('heading', { name: tr('seller:store.title') }).waitFor();
    await page.locator('textarea[name=description-tr]').fill('El yapımı bakır cezveler ve tepsiler.');
    await page.getByRole('button', { name: tr('seller:store.save') }).click();
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
    await accessible(page, 'seller store tr');

    // A product with two colours and two photos.
    await gotoSettled(page, `${env.shop.url}/tr/seller/products/new`);
    await page.getByRole('heading', { name: tr('seller:form.new_title') }).waitFor();
    await page.locator('input[name=title-en]').fill('Hand-hammered copper cezve');
    await page.locator('input[name=title-tr]').fill('Dövme bakır cezve');
    await page.locator('textarea[name=description-tr]').fill('Usta elinden, kalaylı iç yüzey.');
    const category = page.locator('select[name=category]');
    await category.selectOption({ index: 1 });
    await page.locator('select[name=shipping-rule]').selectOption(String(rule.id));
    await page.locator('input[name=price]').fill('40');
    const values = page.locator('#seller-variants fieldset').first().locator('input[type=checkbox]');
    await values.nth(0).check();
    await values.nth(1).check();
    await page.getByRole('button', { name: tr('seller:form.make_variants') }).click();
    const stamp = Date.now().toString(36).toUpperCase();
    for (const [i, price, stock] of [[0, '40', '5'], [1, '45', '3']] as const) {
      await page.locator(`input[name=sku-${i}]`).fill(`CEZVE-${stamp}-${i}`);
      await page.locator(`input[name=price-${i}]`).fill(price);
      await page.locator(`input[name=stock-${i}]`).fill(stock);
    }
    await page.locator('#seller-photos').setInputFiles([
      { name: 'cezve-on.png', mimeType: 'image/png', buffer: await photo('#b8733d') },
      { name: 'cezve-yan.png', mimeType: 'image/png', buffer: await photo('#6b3e1f') },
    ]);
    await page.getByRole('img', { name: tr('seller:form.photo_n', { n: 2 }) }).waitFor({ timeout: 20_000 });
    await shots(page, 'seller-product-form-tr');
    await accessible(page, 'seller product form tr');
    await page.getByRole('button', { name: tr('seller:form.publish') }).click();
    await page.locator('[data-state=published]').waitFor();
    const product = await shopDb.db.selectFrom('products').select(['id', 'slug', 'publication', 'status', 'image']).where('title', '=', 'Hand-hammered copper cezve').executeTakeFirstOrThrow();
    expect(product).toMatchObject({ publication: 'published', status: 1 });
    expect(product.image).toMatch(/^products\/[0-9a-f]{64}\.jpg$/);

    // The list shows it, as cards on the phone.
    await gotoSettled(page, `${env.shop.url}/tr/seller/products`);
    await page.getByText('Dövme bakır cezve').first().waitFor();
    await shots(page, 'seller-products-tr');
    await accessible(page, 'seller products tr');
    await linksAnswer(page, env.shop.url);

    // The same workspace right to left, in Arabic.
    await gotoSettled(page, `${env.shop.url}/ar/seller/products/${product.id}`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: textOf('ar', 'seller:form.edit_title') }).waitFor();
    await shots(page, 'seller-product-form-ar');
    await accessible(page, 'seller product form ar');
    await linksAnswer(page, env.shop.url);
    expect(errors, errors.join('\n')).toEqual([]);

    // A shopper in Hindi finds it by search and puts the dearer colour in the cart.
    const shopper = await visitor.fresh();
    const shopperErrors = watchErrors(shopper);
    await gotoSettled(shopper, `${env.shop.url}${localized('hi', `/search?q=${encodeURIComponent('copper cezve')}`)}`);
    await shopper.getByRole('link', { name: /Hand-hammered copper cezve/ }).first().click();
    await shopper.waitForURL(new RegExp(`/product/${product.id}$`));
    await expect.poll(() => shopper.locator(`img[src*="${product.image}"]`).count()).toBeGreaterThan(0);
    await shots(shopper, 'seller-product-page-hi');
    // The second colour, the dearer one, into the cart; then delivered to Istanbul, cash on delivery.
    const second = await shopDb.db.selectFrom('inventories as i').innerJoin('inventory_attributes as ia', 'ia.inventory_id', 'i.id')
      .innerJoin('attribute_value_translations as t', (join) => join.onRef('t.attribute_value_id', '=', 'ia.attribute_value_id').on('t.lang', '=', 'hi'))
      .select(['i.id', 't.title']).where('i.sku', '=', `CEZVE-${stamp}-1`).executeTakeFirstOrThrow();
    await shopper.getByRole('button', { name: second.title!, exact: true }).click();
    await shopper.getByRole('button', { name: textOf('hi', 'product:detail.add_to_cart'), exact: true }).click();
    await shopper.getByRole('status').getByText(textOf('hi', 'cart:productAdded')).first().waitFor();
    await gotoSettled(shopper, `${env.shop.url}/hi/cart`);
    await shopper.getByRole('button', { name: textOf('hi', 'cart:page.proceed') }).click();
    await shopper.waitForURL(/\/hi\/shipping$/);
    await addAddressInline(shopper, 'hi', { name: 'Asha Rao', email: `asha.${stamp.toLowerCase()}@example.com`, phone: '5551234567', city: 'İstanbul', zip: '34710', address_1: 'Moda Caddesi 12' });
    await chooseShipping(shopper, 'hi', { id: product.id, slug: product.slug, inventoryId: second.id, choose: [], title: 'Hand-hammered copper cezve' }, 'delivery');
    await shopper.getByRole('button', { name: textOf('hi', 'cart:shipping.continue') }).click();
    await shopper.waitForURL(/\/hi\/checkout$/);
    await shopper.getByRole('radio', { name: new RegExp(`^${escapeRegExp(textOf('hi', 'cart:checkout.method_2'))}`) }).check();
    await shopper.getByRole('button', { name: textOf('hi', 'cart:checkout.confirm') }).click();
    await shopper.waitForURL(/\/hi\/order-placed\/\d+$/);
    const ordered = await shopDb.db.selectFrom('ordered_products').select(['inventory_id', 'selling', 'quantity']).where('product_id', '=', product.id).execute();
    expect(ordered).toEqual([{ inventory_id: second.id, selling: 4500, quantity: 1 }]);
    expect(await shopDb.db.selectFrom('inventories').select('quantity').where('id', '=', second.id).executeTakeFirstOrThrow()).toEqual({ quantity: 2 });

    // The guest confirms the order by the mailed link: only then is it an order its seller sees.
    const confirmMail = await env.smtp.waitFor((m) => m.to.includes(`asha.${stamp.toLowerCase()}@example.com`) && /order-confirm\?token=/.test(m.text), 10_000);
    await gotoSettled(shopper, /https?:\/\/\S+\/order-confirm\?token=[A-Za-z0-9_-]+/.exec(confirmMail.text)![0].replace(/^https?:\/\/[^/]+/, env.shop.url));
    await shopper.getByTestId('confirmed-code').waitFor();
    expect(shopperErrors, shopperErrors.join('\n')).toEqual([]);

    // The seller sees the order at /tr/seller/orders (their line, the ship-to) and ships it with a tracking number (issue 33).
    const signedIn = await callApi<{ token?: string }>(env.shop, 'user/signin', { email, password: 'seller-pass-1' }, { language: 'tr' });
    const sellerToken = (signedIn.token ?? signedIn.data.token)!;
    const desk = await visitor.fresh(sessionCookies(env.shop, sellerToken));
    await desk.setViewportSize(PHONE);
    await gotoSettled(desk, `${env.shop.url}/tr/seller/orders`);
    const parcel = desk.locator('article').filter({ hasText: 'Asha Rao' });
    await parcel.getByText('Hand-hammered copper cezve').waitFor();
    await accessible(desk, 'seller orders tr');
    await linksAnswer(desk, env.shop.url);
    await parcel.getByRole('button', { name: tr('seller:orders.action.confirm') }).click();
    await parcel.getByText(tr('seller:orders.status.2')).waitFor();
    await parcel.getByLabel(tr('seller:orders.carrier')).selectOption({ label: 'Yurtiçi Kargo' });
    await parcel.getByLabel(tr('seller:orders.tracking_number')).fill('YK 1234 5678');
    await parcel.getByRole('button', { name: tr('seller:orders.action.ship') }).click();
    await parcel.getByRole('link', { name: 'YK 1234 5678' }).waitFor();
    await shots(desk, 'seller-orders-tr');
    const placedOrder = await shopDb.db.selectFrom('ordered_products').select('order_id').where('product_id', '=', product.id).executeTakeFirstOrThrow();
    expect(await shopDb.db.selectFrom('orders').select('status').where('id', '=', placedOrder.order_id).executeTakeFirstOrThrow()).toEqual({ status: 4 });

    // The seller takes it down: its address answers 410 Gone (search engines drop it), said in Hindi, not indexed.
    // (The seller hides it through api/v1, as the workspace does.)
    const { version } = await shopDb.db.selectFrom('products').select('version').where('id', '=', product.id).executeTakeFirstOrThrow();
    const hidden = await callApi<{ publication: string }>(env.shop, `seller/products/${product.id}/hide`, { version }, { token: sellerToken, language: 'tr' });
    expect(hidden.data.publication, hidden.message).toBe('hidden');
    const reader = await visitor.fresh();
    const readerErrors = watchErrors(reader);
    const gone = await gotoSettled(reader, `${env.shop.url}/hi/${product.slug}/product/${product.id}`);
    expect(gone?.status()).toBe(410);
    await reader.getByText('यह उत्पाद अब यहाँ नहीं बिकता।').waitFor();
    await shots(reader, 'product-gone-hi');
    expect(await reader.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
    // Chromium logs the document's own status; nothing else went wrong.
    expect(readerErrors.filter((error) => !/status of 410 \(Gone\)/.test(error)), readerErrors.join('\n')).toEqual([]);
  }, 240_000); // a sign-up with a mailed code, three workspace screens with photos and axe, a shopper's search
  it('an Arabic seller imports a CSV with one bad row, sees that line\'s problem, fixes it; the stock table saves a price', async () => {
    const ar = (key: string, values?: Record<string, string | number>) => textOf('ar', key, values);
    const email = `bae.${Date.now()}@example.test`;
    const signUp = await callApi<{ challenge: string }>(env.shop, 'seller/signup', { name: 'ليلى حداد', email, password: 'seller-pass-1', password_confirmation: 'seller-pass-1', store_name: 'دار ليلى', phone: '+961 3 123 456' }, { language: 'ar' });
    expect(signUp.status, signUp.message).toBe(200);
    const verified = await callApi<{ token?: string }>(env.shop, 'seller/verify', { email, code: await env.smtp.codeFor(email), challenge: signUp.data.challenge }, { language: 'ar' });
    const token = (verified.token ?? verified.data.token)!;
    await shopDb.db.updateTable('stores').set({ status: 'approved', approved_at: new Date().toISOString() }).where('name', '=', 'دار ليلى').execute();
    const category = await shopDb.db.selectFrom('categories').select('slug').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const rule = await shopDb.db.selectFrom('shipping_rules').select('id').where('status', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const tag = Date.now().toString(36).toUpperCase();
    const file = (price: string) => Buffer.from(['handle,sku,title_en,title_ar,category,shipping_rule,price,stock',
      `tray,${tag}-T,Brass tray,صينية نحاس,${category.slug},${rule.id},30.00,4`,
      `lantern,${tag}-L,Brass lantern,فانوس نحاس,${category.slug},${rule.id},${price},2`, ''].join('\r\n'));

    const page = await visitor.fresh(sessionCookies(env.shop, token));
    const errors = watchErrors(page);
    await gotoSettled(page, `${env.shop.url}/ar/seller/import`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByRole('heading', { name: ar('seller:csv.title') }).waitFor();
    await accessible(page, 'seller import ar');
    await linksAnswer(page, env.shop.url);
    const input = page.getByLabel(ar('seller:csv.file'));
    await input.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: file('abc') });
    await page.getByRole('button', { name: ar('seller:csv.import') }).click();
    const refused = page.getByTestId('import-refused');
    await refused.waitFor();
    // Line 3 of the file (the header is line 1), its price column, in Arabic; nothing was saved.
    await refused.getByRole('row').filter({ hasText: 'price' }).filter({ hasText: '3' }).waitFor();
    await shots(page, 'seller-import-refused-ar');
    expect(await shopDb.db.selectFrom('inventories').select('id').where('sku', 'like', `${tag}-%`).execute()).toEqual([]);

    await input.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: file('55.00') });
    await page.getByRole('button', { name: ar('seller:csv.import') }).click();
    await page.getByTestId('import-done').waitFor();
    const made = await shopDb.db.selectFrom('products as p').innerJoin('stores as s', 's.id', 'p.store_id').select(['p.title', 'p.publication', 'p.selling'])
      .where('s.name', '=', 'دار ليلى').orderBy('p.id').execute();
    expect(made).toEqual([{ title: 'Brass tray', publication: 'draft', selling: 3000 }, { title: 'Brass lantern', publication: 'draft', selling: 5500 }]);

    // The stock table: the lantern's price changed in place, saved in one call.
    await gotoSettled(page, `${env.shop.url}/ar/seller/stock`);
    await page.getByText('فانوس نحاس').first().waitFor();
    await accessible(page, 'seller stock ar');
    await shots(page, 'seller-stock-ar');
    const lantern = await shopDb.db.selectFrom('inventories').select('id').where('sku', '=', `${tag}-L`).executeTakeFirstOrThrow();
    const lanternPrice = page.locator(`input[name=price-${lantern.id}]`);
    await lanternPrice.fill('49.50');
    await page.getByRole('button', { name: ar('seller:stock.save') }).click();
    await expect.poll(async () => (await shopDb.db.selectFrom('products').select('selling').where('title', '=', 'Brass lantern').executeTakeFirstOrThrow()).selling).toBe(4950);

    // The flash sales screen (deliverable 6): the shop's sales not yet ended, right to left.
    await gotoSettled(page, `${env.shop.url}/ar/seller/flash-sales`);
    await page.getByRole('heading', { name: ar('seller:flash.title') }).waitFor();
    await accessible(page, 'seller flash sales ar');
    await linksAnswer(page, env.shop.url);
    await shots(page, 'seller-flash-sales-ar');

    // Its own delivery and pickup: a rule for Istanbul with a pickup point and its address (desktop and phone shots).
    await gotoSettled(page, `${env.shop.url}/ar/seller/delivery`);
    await page.getByRole('heading', { name: ar('seller:delivery.title') }).waitFor();
    await page.getByRole('button', { name: ar('adminRules:delivery.add_rule') }).click();
    const form = page.getByRole('form');
    await form.locator('input[lang=en]').fill('Laila courier');
    await form.locator('input[lang=ar]').fill('مندوب دار ليلى');
    await form.getByLabel(ar('adminRules:delivery.country')).fill('TR');
    await form.getByLabel(ar('adminRules:delivery.state')).fill('34');
    await form.getByLabel(ar('adminRules:delivery.price')).fill('4');
    await form.getByLabel(ar('adminRules:delivery.pickup_point')).fill('ورشة كاديكوي');
    await form.getByLabel(ar('adminRules:delivery.pickup_address')).fill('Moda Cd. 12, Kadıköy');
    await shots(page, 'seller-delivery-form-ar');
    await accessible(page, 'seller delivery form ar');
    await form.getByRole('button', { name: ar('adminRules:save') }).click();
    await page.getByRole('status').filter({ hasText: 'مندوب دار ليلى' }).waitFor();
    await shots(page, 'seller-delivery-ar');
    const own = await shopDb.db.selectFrom('shipping_rules as r').innerJoin('stores as s', 's.id', 'r.store_id').select(['r.id', 's.slug'])
      .where('s.name', '=', 'دار ليلى').executeTakeFirstOrThrow();
    // The product form offers it on the store's products.
    const tray = await shopDb.db.selectFrom('products').select('id').where('title', '=', 'Brass tray').executeTakeFirstOrThrow();
    await gotoSettled(page, `${env.shop.url}/ar/seller/products/${tray.id}`);
    await expect.poll(() => page.locator(`select[name=shipping-rule] option[value="${own.id}"]`).textContent()).toBe('مندوب دار ليلى');
    expect(errors, errors.join('\n')).toEqual([]);

    // The store's page lists the pickup point, in French and right to left in Arabic.
    const shopper = await visitor.fresh();
    await gotoSettled(shopper, `${env.shop.url}/fr/shop/${own.slug}`);
    const pickup = shopper.getByRole('region', { name: textOf('fr', 'product:store.contact') });
    await pickup.getByText('ورشة كاديكوي').waitFor();
    await pickup.getByText('Moda Cd. 12, Kadıköy').waitFor();
    await pickup.getByText(textOf('fr', 'product:store.pickup_for', { where: 'Istanbul, Turquie' })).waitFor();
    await shots(shopper, 'store-pickup-fr');
    await gotoSettled(shopper, `${env.shop.url}/ar/shop/${own.slug}`);
    expect(await shopper.locator('html').getAttribute('dir')).toBe('rtl');
    await shopper.getByText(textOf('ar', 'product:store.pickup_title')).waitFor();
    await shots(shopper, 'store-pickup-ar');
  }, 180_000); // a seller's sign-up, two imports, a bulk save and a delivery rule in Chromium
});
