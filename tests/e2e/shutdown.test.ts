import { describe, expect, it } from 'vitest';
import { startShop } from './support/shop-server';
import { waitUntil } from '../support/wait-until';

describe('npm start', () => {
  it('shuts the server down gracefully when the npm process gets SIGTERM, as a service manager sends it', async () => {
    const shop = await startShop({ SEED_PRODUCTS: '30' }, { viaNpm: true });
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    await shop.stop();
    // The server itself is gone, not only npm: nothing answers on its port any more.
    await waitUntil(async () => !(await fetch(`${shop.url}/healthz`).then(() => true, () => false)), () => `the server to stop listening:\n${shop.output()}`, { withinMs: 15_000, everyMs: 100 });
    expect(shop.output()).toContain('SIGTERM: shutting down...');
  }, 300_000); // npm start builds the bundles first when they are stale: minutes on a cold checkout
});
