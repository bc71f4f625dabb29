import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ReviewsData } from '../../core/product/product-detail';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';
import { address, bearer, cartLine, type OrderShop, type PlacedOrder, placeOrderCall, product, shippingRule } from './orders-support';

const picture = (format: 'jpeg' | 'png' | 'gif', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).toFormat(format).toBuffer();

/** A multipart body as a browser's FormData sends it: fields, then each photo as `images`. */
async function multipart(fields: Record<string, string | string[]>, photos: { bytes: Buffer; name: string; type: string }[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of ([] as string[]).concat(value)) form.append(name, one);
  for (const photo of photos) form.append('images', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

type Own = { id: number; stars: number; comment: string | null; images: string[]; order_id: number };

describe.each(testDatabases())('api/v1 rating-review on $name', (database) => {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'reviews-uploads-'));
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));
  const shop = useApiShop(database, { products: 40, seed: 7 }, () => ({ accounts: { publicUrl: 'http://shop.test', limits: { review: { account: { max: 1000, windowSeconds: 600 }, ip: { max: 1000, windowSeconds: 600 } } } }, uploadsDir })) as OrderShop;

  /** A shopper who bought a product: the order is delivered unless told otherwise. */
  async function buyer(status = 5, cancelled = 0) {
    const user = await shop.signedInUser();
    const { ruleId } = await shippingRule(shop.db, { priceCents: 0 });
    const item = await product(shop.db, { sellingCents: 1500, stock: 10, shippingRuleId: ruleId });
    await cartLine(shop.db, { userId: user.id }, item, 1);
    const placed = (await placeOrderCall(shop, user.token, { order_method: 2, address_id: await address(shop.db, { userId: user.id }) })).body.data as PlacedOrder;
    await shop.db.updateTable('orders').set({ status, cancelled }).where('id', '=', placed.id).execute();
    return { user, item, order: placed };
  }
  const write = async (token: string | null, fields: Record<string, string | string[]>, photos: { bytes: Buffer; name: string; type: string }[] = [], lang = 'en') => {
    const { payload, contentType } = await multipart(fields, photos);
    return shop.call<Own | { form: string[] } | null>({ method: 'POST', url: '/api/v1/rating-review/action', payload, headers: { ...(token ? bearer(token) : {}), 'content-type': contentType, Language: lang } });
  };
  const productPage = async (id: number) => (await shop.call<ProductDetail>({ method: 'GET', url: `/api/v1/product/${id}` })).body.data;
  const reviewsOf = async (id: number) => (await shop.call<ReviewsData>({ method: 'GET', url: `/api/v1/reviews?product_id=${id}` })).body.data;
  const rowsOf = (productId: number) => shop.db.selectFrom('reviews').select(['id', 'rating', 'comment']).where('product_id', '=', productId).execute();
  const storedFiles = () => readdirSync(join(uploadsDir, 'reviews'), { withFileTypes: false }).length;

  it('stores a delivered buyer\'s review with photos, recomputes the rating at once, and edits it in place', async () => {
    const { user, item, order } = await buyer();
    await shop.db.deleteFrom('reviews').where('product_id', '=', item.productId).execute();
    await productPage(item.productId); // warm the cache: the new review must still show at once
    const photos = [{ bytes: await picture('jpeg', 2400, 1800), name: 'a.jpg', type: 'image/jpeg' }, { bytes: await picture('png'), name: 'b.png', type: 'image/png' }];
    // A NUL in the comment (PostgreSQL refuses it) is a form error, not a 500, and stores nothing.
    const nul = await write(user.token, { product_id: String(item.productId), order_id: String(order.id), stars: '4', comment: 'Great\u0000tea' }, [], 'fr');
    expect(nul.body).toMatchObject({ status: 201, data: { fields: { comment: 'Le champ Commentaire contient des caractères non autorisés' } } });
    expect(await rowsOf(item.productId)).toHaveLength(0);
    const first = await write(user.token, { product_id: String(item.productId), order_id: String(order.id), stars: '4', comment: '<b>Great</b> tea' }, photos, 'tr');
    expect(first.body).toMatchObject({ status: 200, message: 'Teşekkürler! Değerlendirmeniz yayınlandı.', data: { stars: 4, comment: '<b>Great</b> tea', order_id: order.id } });
    const own = first.body.data as Own;
    expect(own.images).toHaveLength(2);
    for (const name of own.images) {
      expect(name).toMatch(/^reviews\/[0-9a-f]{64}\.jpg$/);
      const served = await shop.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toContain('immutable');
      expect((await sharp(served.rawPayload).metadata()).width).toBeLessThanOrEqual(1600);
      expect((await shop.app.inject({ method: 'GET', url: `/uploads/thumb/${name}` })).statusCode).toBe(200);
    }
    expect(await productPage(item.productId)).toMatchObject({ rating: 4, review_count: 1 });
    const listed = await reviewsOf(item.productId);
    expect(listed.all.data[0]).toMatchObject({ stars: 4, comment: '<b>Great</b> tea', images: own.images });
    expect(listed.stars[4]).toBe(1);

    // Edit: fewer stars, keep the first photo only, nothing new.
    const edited = await write(user.token, { product_id: String(item.productId), stars: '2', comment: 'Cold', keep_images: own.images[0]! });
    expect(edited.body).toMatchObject({ status: 200, message: 'Your review has been updated.', data: { id: own.id, stars: 2, images: [own.images[0]] } });
    expect(await rowsOf(item.productId)).toHaveLength(1);
    expect(await productPage(item.productId)).toMatchObject({ rating: 2, review_count: 1 });
    const found = await shop.call<Own>({ method: 'POST', url: '/api/v1/rating-review/find', payload: { product_id: item.productId }, headers: bearer(user.token) });
    expect(found.body.data).toMatchObject({ id: own.id, stars: 2, comment: 'Cold' });
  });

  it('refuses a product not bought, not delivered, cancelled, or someone else\'s order, storing nothing', async () => {
    const pending = await buyer(1);
    const cancelled = await buyer(5, 1);
    const delivered = await buyer();
    const stranger = await shop.signedInUser();
    const cases: [string, Record<string, string>][] = [
      [pending.user.token, { product_id: String(pending.item.productId), stars: '5' }],
      [cancelled.user.token, { product_id: String(cancelled.item.productId), stars: '5' }],
      [stranger.token, { product_id: String(delivered.item.productId), stars: '5' }],
      [stranger.token, { product_id: String(delivered.item.productId), order_id: String(delivered.order.id), stars: '5' }],
      [delivered.user.token, { product_id: String(pending.item.productId), order_id: String(delivered.order.id), stars: '5' }],
    ];
    for (const [token, fields] of cases) {
      const answer = await write(token, fields, [], 'fr');
      expect(answer.body, JSON.stringify(fields)).toMatchObject({ status: 201, data: { form: ['Vous pourrez donner votre avis sur un produit une fois une de vos commandes le contenant livrée.'] } });
    }
    for (const one of [pending, cancelled, delivered]) expect(await shop.db.selectFrom('reviews').select('id').where('user_id', 'in', [one.user.id, stranger.id]).execute()).toEqual([]);
    expect((await write(null, { product_id: String(delivered.item.productId), stars: '5' })).body.status).toBe(403);
  });

  it('refuses bad stars, a 100 kB comment, six photos, a 1.2 MB photo and files that are not jpeg or png inside, leaving nothing behind', async () => {
    const { user, item } = await buyer();
    const base = { product_id: String(item.productId), stars: '5' };
    const jpeg = { bytes: await picture('jpeg'), name: 'p.jpg', type: 'image/jpeg' };
    const before = storedFiles();
    const bigJpeg = await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 80 } } }).jpeg({ quality: 100 }).toBuffer();
    expect(bigJpeg.length).toBeGreaterThan(1_200_000);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refusals: [Record<string, string>, typeof jpeg[], string][] = [
      [{ ...base, stars: '0' }, [], 'Please choose from 1 to 5 stars.'],
      [{ ...base, stars: '4.5' }, [], 'Please choose from 1 to 5 stars.'],
      // Strict: only a digit 1-5 is stars, not what Number() would make of it.
      ...['0x5', '5.0', '5e0', '+4', '', '٥'].map((stars): [Record<string, string>, typeof jpeg[], string] => [{ ...base, stars }, [], 'Please choose from 1 to 5 stars.']),
      [{ ...base, comment: 'x'.repeat(100 * 1024) }, [], 'The comment is too long (at most 2000 characters).'],
      [base, Array.from({ length: 6 }, () => jpeg), 'You can add at most 5 photos.'],
      // A refused photo is named (isolated for right-to-left text) with the reason and the limit.
      [base, [jpeg, { bytes: bigJpeg.subarray(0, 1_200_000), name: 'big.jpg', type: 'image/jpeg' }], '“\u2068big.jpg\u2069” is too big: a photo may be at most 1000 kB.'],
      [base, [jpeg, { bytes: await picture('gif'), name: 'really-a-gif.jpg', type: 'image/jpeg' }], '“\u2068really-a-gif.jpg\u2069” is not a JPEG or PNG image.'],
      [base, [{ bytes: svg, name: 'x.png', type: 'image/png' }], '“\u2068x.png\u2069” is not a JPEG or PNG image.'],
    ];
    for (const [fields, photos, message] of refusals) {
      const answer = await write(user.token, fields, photos);
      expect(answer.http, message).toBeLessThan(500);
      expect(answer.body, message).toMatchObject({ status: 201, data: { form: [message] } });
    }
    const arabic = await write(user.token, base, [{ bytes: svg, name: 'x.png', type: 'image/png' }], 'ar');
    expect(arabic.body).toMatchObject({ status: 201, data: { form: ['الملف «\u2068x.png\u2069» ليس صورة بصيغة JPEG أو PNG.'] } });
    expect(await shop.db.selectFrom('reviews').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(storedFiles()).toBe(before);
  });

});

describe.each(testDatabases())('api/v1 rating-review rate limit on $name', (database) => {
  const shop = useApiShop(database, { products: 10, seed: 3 });

  it('refuses a 21st review write from one account within ten minutes, in the shopper\'s language', async () => {
    const user = await shop.signedInUser();
    const product = await shop.db.selectFrom('products').select('id').where('status', '=', 1).executeTakeFirstOrThrow();
    const send = () => shop.call({ method: 'POST', url: '/api/v1/rating-review/action', payload: { product_id: product.id, stars: 5 }, headers: { ...bearer(user.token), Language: 'hi' } });
    for (let i = 0; i < 20; i++) expect((await send()).http).toBe(200);
    const refused = await send();
    expect(refused.http).toBe(429);
    expect(refused.body.message).toBe('बहुत अधिक प्रयास। कृपया कुछ मिनट प्रतीक्षा करें और फिर से प्रयास करें।');
  });
});
