import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases';
import { useApiShop } from '../support/api-shop';

// Issue 34, item 4: behind a load balancer (TRUST_PROXY as a hop count or the balancer's address)
// the shopper's address is the one the balancer appended, the right end of X-Forwarded-For; what a
// client writes to its left changes nothing. Tracking look-ups, limited per client, show it.
describe.each(testDatabases())('the client address behind a trusted proxy on $name', (database) => {
  const TRACK_LIMIT = 5;
  const limits = { track: { ip: { max: TRACK_LIMIT, windowSeconds: 600 } } };
  const byHops = useApiShop(database, { products: 2, seed: 1 }, () => ({ trustProxy: 1, accounts: { limits } }));
  const byAddress = useApiShop(database, { products: 2, seed: 1 }, () => ({ trustProxy: '127.0.0.1', accounts: { limits } }));

  for (const [name, shop] of [['one hop', byHops], ['the balancer\'s address', byAddress]] as const) {
    it(`counts the appended address, not the ones a client writes (${name})`, async () => {
      const track = (forwarded: string) => shop.app.inject({ url: '/api/v1/track-order?order=NOSUCHCODE1', headers: { 'x-forwarded-for': forwarded } });
      // One client rotating the left-most address: every look-up counts against 203.0.113.7.
      const answers = [];
      for (let i = 0; i < TRACK_LIMIT + 3; i++) answers.push((await track(`10.9.${i}.1, 127.0.0.1, 203.0.113.7`)).statusCode);
      expect(answers.slice(0, TRACK_LIMIT)).toEqual(Array(TRACK_LIMIT).fill(200));
      expect(answers.slice(TRACK_LIMIT)).toEqual([429, 429, 429]);
      // Another shopper behind the same balancer is a client of their own.
      expect((await track('198.51.100.4')).statusCode).toBe(200);
    });
  }
});
