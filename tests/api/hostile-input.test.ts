import { describe, expect, it } from 'vitest';
import { isUnsafeText, unsafeTextFields } from '../../backend/http/unsafe-text';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

/** Every call that takes text from a visitor or a shopper. */
const WRITES = [
  'user/signup', 'user/signin', 'user/signin-code', 'user/verify', 'user/forgot-password', 'user/update-password', 'seller/signup', 'seller/verify',
  'user/update-profile', 'user/update-user-password', 'user/address/action', 'user/delete', 'cart/action', 'cart/change', 'cart/buy-now',
  'voucher/validity', 'order/action', 'order/transaction', 'order/send-order-email', 'cancellation/cancel-order', 'contact',
  'user/wishlist/action', 'user/compare-list/action', 'user/store/follow', 'rating-review/find',
];

const form = (bad: string) => ({
  email: `x${bad}@example.com`, name: `N${bad}`, password: `secret${bad}1`, password_confirmation: `secret${bad}1`, current_password: `p${bad}`,
  code: '123456', challenge: 'c'.repeat(43), store_name: `S${bad}`, phone: `1${bad}`, country: 'TR', state: '34', city: `C${bad}`, zip: '1', address_1: `A${bad}`,
  subject: `S${bad}`, message: `M${bad}`, product_id: 1, order_id: 1, transaction_id: `T${bad}`, bank_name: `B${bad}`,
  account_holder_name: 'X', account_number: '1', branch_name: 'b', voucher: `V${bad}`,
});

describe('unsafe text', () => {
  it('is a lone surrogate or a control character other than tab and line breaks; real characters of any script are fine', () => {
    for (const bad of ['\ud800', 'a\udfffb', '\u0000', 'x\u0007', '\u001b[31m', '\u007f']) expect(isUnsafeText(bad), JSON.stringify(bad)).toBe(true);
    for (const fine of ['Ada', 'line\nbreak\r\n\ttab', 'مرحبا', 'नमस्ते', 'Çağrı', '😀 emoji', '']) expect(isUnsafeText(fine), fine).toBe(false);
  });

  it('is found by the field that holds it, however deep', () => {
    expect(unsafeTextFields({ name: 'ok', apiVal: { lines: [{ note: 'a\u0000' }] }, ['k\ud800']: 'v' })).toEqual(['note', 'input']);
    expect(unsafeTextFields('\ud800')).toEqual(['input']);
    expect(unsafeTextFields({ fine: ['a', 'b'], n: 5, nothing: null })).toEqual([]);
  });
});

describe.each(testDatabases())('api/v1 never answers unsafe text with a 500 on $name', (database) => {
  const shop = useApiShop(database, { products: 5, seed: 3 });

  it('refuses a lone surrogate or a NUL in any field of any call, as a form error in the caller\'s language, and stores nothing', async () => {
    const user = await shop.signedInUser();
    const users = async () => Number((await shop.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await users();
    for (const bad of ['a\ud800b', 'a\u0000b']) {
      for (const path of WRITES) {
        for (const token of [undefined, user.token]) {
          const response = await shop.app.inject({ method: 'POST', url: `/api/v1/${path}`, payload: form(bad), headers: { Language: 'fr', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
          const body = response.json() as { status: number; message: string; data: { fields?: Record<string, string> } | null };
          expect(response.statusCode, `${path} ${JSON.stringify(bad)}`).toBeLessThan(500);
          expect(body.status, `${path} ${JSON.stringify(bad)}`).toBe(201);
          expect(body.data?.fields?.email).toBe('Le champ E-mail contient des caractères non autorisés');
        }
      }
    }
    expect(await users()).toBe(before);
  });

  it('leaves reads to their own cleaning: a NUL in the search text is an ordinary search', async () => {
    const http = await shop.app.inject({ method: 'GET', url: '/api/v1/search?q=a%00b', headers: { Language: 'tr' } });
    expect(http.statusCode).toBe(200);
    expect(http.json()).toMatchObject({ status: 200 });
  });
});
