import { describe, expect, it } from 'vitest';
import { startShop } from './support/shop-server';

describe('npm start', () => {
  it('shuts the server down gracefully when the npm process gets SIGTERM, as a service manager sends it', async () => {
    const shop = await startShop({ SEED_PRODUCTS: '30' }, { viaNpm: true });
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    await shop.stop();
    // The server itself is gone, not only npm: nothing answers on its port any more.
    const deadline = Date.now() + 15_000;
    let listening = true;
    while (listening && Date.now() < deadline) {
      listening = await fetch(`${shop.url}/healthz`).then(() => true, () => false);
      if (listening) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(listening, shop.output()).toBe(false);
    expect(shop.output()).toContain('SIGTERM: shutting down...');
  }, 300_000);
});
