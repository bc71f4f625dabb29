import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { watchErrors } from './support/browser';
import { journeyFixture, localized, textOf } from './support/checkout-fixtures';
import { useShopDatabase } from './support/shop-database';
import { useShopInBrowser } from './support/shop-in-browser';
import { callApi, sessionCookies, shots, useVisitorPage, verifiedShopper } from './support/shopper';
import { gotoSettled } from './support/page-waits';

const photo = async (format: 'jpeg' | 'png', colour: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: colour } }).toFormat(format).toBuffer();

describe('reviews, in a real browser', () => {
  const session = useShopInBrowser({ mail: true });
  const shopDb = useShopDatabase(session);
  // One browser for the block's cases, its cookies and storage emptied before each: none is about a first visit.
  const shared = useVisitorPage(session);

  /** A shopper whose order of one product (in `language`) has been delivered. */
  async function deliveredOrder(slot: number, language: string) {
    const { token } = await verifiedShopper(session.shop, session.smtp, language, `review${slot}`);
    const { delivered: product } = await journeyFixture(shopDb.db, session.shop, slot, language);
    expect((await callApi(session.shop, 'cart/action', { product_id: product.id, inventory_id: product.inventoryId, quantity: 1 }, { token, language })).status).toBe(200);
    const address = await callApi<{ id: number }>(session.shop, 'user/address/action', {
      name: 'Ayşe Yılmaz', email: `ayse.${Date.now()}@example.com`, phone: '+90 555 000 0000', country: 'TR', state: '34', city: 'Kadıköy', zip: '34710', address_1: 'Moda Cad. 5',
    }, { token, language });
    const placed = await callApi<{ id: number }>(session.shop, 'order/action', { order_method: 2, address_id: address.data.id, time_zone: 'Europe/Istanbul' }, { token, language });
    expect(placed.status, placed.message).toBe(200);
    await shopDb.db.updateTable('orders').set({ status: 5 }).where('id', '=', placed.data.id).execute();
    return { token, product, orderId: placed.data.id };
  }

  it('a Turkish shopper reviews a delivered product with two photos and sees it on the product page', async () => {
    const language = 'tr';
    const { token, product, orderId } = await deliveredOrder(10, language);
    const page = await shared.fresh(sessionCookies(session.shop, token));
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${localized(language, `/user/order/${orderId}`)}`);
    const write = textOf(language, 'reviews:write');
    await page.getByRole('button', { name: textOf(language, 'reviews:line_label', { action: write, title: product.title }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('label').filter({ hasText: textOf(language, 'product:detail.star_row_other', { count: 5 }) }).click();
    await dialog.getByLabel(textOf(language, 'reviews:form.comment')).fill('Harika bir ürün, <b>tavsiye</b> ederim.');
    await dialog.getByLabel(textOf(language, 'reviews:form.photos')).setInputFiles([
      { name: 'mavi.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#2255cc') },
      { name: 'kirmizi.png', mimeType: 'image/png', buffer: await photo('png', '#cc3322') },
    ]);
    await expect.poll(() => dialog.locator('img').count()).toBe(2);
    await shots(page, 'reviews-form-tr');
    await dialog.getByRole('button', { name: textOf(language, 'reviews:form.submit') }).click();
    await page.getByRole('status').getByText('Teşekkürler! Değerlendirmeniz yayınlandı.').first().waitFor();
    await page.getByRole('button', { name: textOf(language, 'reviews:line_label', { action: textOf(language, 'reviews:edit'), title: product.title }) }).waitFor();
    const stored = await shopDb.db.selectFrom('reviews').select(['id', 'rating', 'comment']).where('product_id', '=', product.id).where('order_id', '=', orderId).execute();
    expect(stored).toMatchObject([{ rating: 5, comment: 'Harika bir ürün, <b>tavsiye</b> ederim.' }]);

    await gotoSettled(page, `${session.shop.url}${localized(language, `/${product.slug}/product/${product.id}`)}`);
    const reviews = page.getByTestId('reviews');
    // The comment is text: its "<b>" shows as typed, never as bold.
    await reviews.getByText('Harika bir ürün, <b>tavsiye</b> ederim.').waitFor();
    expect(await reviews.locator('b').count()).toBe(0);
    const photos = reviews.getByRole('button', { name: /fotoğraf/ });
    expect(await photos.count()).toBe(2);
    await photos.first().scrollIntoViewIfNeeded();
    await photos.first().click();
    const lightbox = page.getByRole('dialog');
    await lightbox.waitFor();
    await expect.poll(() => lightbox.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await shots(page, 'reviews-lightbox-tr');
    expect(errors).toEqual([]);
  });

  it('an Arabic shopper sees the review form right to left and is told in Arabic what a photo lacks', async () => {
    const language = 'ar';
    const { token, product, orderId } = await deliveredOrder(11, language);
    const page = await shared.fresh(sessionCookies(session.shop, token));
    const errors = watchErrors(page);
    await gotoSettled(page, `${session.shop.url}${localized(language, `/user/order/${orderId}`)}`);
    await page.getByRole('button', { name: textOf(language, 'reviews:line_label', { action: textOf(language, 'reviews:write'), title: product.title }) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(textOf(language, 'reviews:form.photos')).setInputFiles([{ name: 'animation.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await dialog.getByText(textOf(language, 'reviews:errors.type', { name: '\u2068animation.gif\u2069' })).waitFor();
    await dialog.getByRole('button', { name: textOf(language, 'reviews:form.submit') }).click();
    await dialog.getByText(textOf(language, 'reviews:errors.stars')).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await shots(page, 'reviews-form-ar');
    expect(await shopDb.db.selectFrom('reviews').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
    expect(errors).toEqual([]);
  });
});
