import { describe, expect, it } from 'vitest';
import type { PublicPaymentMethod } from '../../backend/common/payment-methods';
import { useApiShop } from '../support/api-shop';
import { testDatabases } from '../support/databases';

describe.each(testDatabases())('api/v1 payment-gateway on $name', (database) => {
  const shop = useApiShop(database, { products: 10, seed: 3 });
  const gateway = () => shop.call<{ methods: PublicPaymentMethod[] }>({ method: 'GET', url: '/api/v1/payment-gateway' });

  it('lists the seeded enabled methods, cash on delivery and bank transfer with its public bank details', async () => {
    const { http, body } = await gateway();
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data.methods.map((m) => [m.method, m.key])).toEqual([[2, 'cash_on_delivery'], [7, 'bank_transfer']]);
    expect(body.data.methods[1]!.config).toMatchObject({
      bank_name: expect.any(String), account_holder: expect.any(String), account_number: expect.any(String), branch: expect.any(String), instructions: expect.any(String),
    });
    expect(await shop.db.selectFrom('payment_methods').select('method').orderBy('method').execute()).toHaveLength(7);
  });

  it("sends the bank-transfer instructions in the shopper's language, the shop's default for one it does not speak", async () => {
    const instructionsIn = async (headers: Record<string, string>) =>
      (await shop.call<{ methods: PublicPaymentMethod[] }>({ method: 'GET', url: '/api/v1/payment-gateway', headers })).body.data.methods.find((m) => m.method === 7)!.config.instructions;
    const english = await instructionsIn({ Language: 'en' });
    expect(english).toMatch(/order code/);
    expect(await instructionsIn({ Language: 'ar' })).toMatch(/رمز طلبك/);
    expect(await instructionsIn({ Language: 'fr' })).toMatch(/code de commande/);
    expect(await instructionsIn({ Language: 'tr' })).toMatch(/sipariş kodunuzu/);
    expect(await instructionsIn({ Language: 'hi' })).toMatch(/ऑर्डर कोड/);
    expect(await instructionsIn({ Language: 'xx' })).toBe(english);
    expect(await instructionsIn({})).toBe(english);
  });

  it('never sends a secret, whatever a method holds; follows enabling and disabling', async () => {
    await shop.db.updateTable('payment_methods')
      .set({ enabled: 1, public_config: JSON.stringify({ public_key: 'pk_test_visible' }), secret_config: JSON.stringify({ secret_key: 'sk_live_NEVER_SENT', webhook_secret: 'whsec_NEVER_SENT' }) })
      .where('method', '=', 3).execute();
    await shop.db.updateTable('payment_methods').set({ secret_config: JSON.stringify({ api_password: 'NEVER_SENT_EITHER' }) }).where('method', '=', 7).execute();
    await shop.db.updateTable('payment_methods').set({ public_config: 'not json' }).where('method', '=', 2).execute();
    const response = await shop.app.inject({ method: 'GET', url: '/api/v1/payment-gateway' });
    expect(response.body).not.toMatch(/NEVER_SENT|secret/i);
    const methods = (await gateway()).body.data.methods;
    // Stripe is enabled but its keys are not set in this shop: not offered (issue 16; with keys, see payments-flow.test.ts).
    expect(methods.map((m) => m.method)).toEqual([2, 7]);
    expect(methods.find((m) => m.method === 2)!.config).toEqual({});

    await shop.db.updateTable('payment_methods').set({ enabled: 0 }).where('method', 'in', [3, 7]).execute();
    expect((await gateway()).body.data.methods.map((m) => m.method)).toEqual([2]);
    await shop.db.updateTable('payment_methods').set({ enabled: 1 }).where('method', '=', 7).execute();
  });
});
