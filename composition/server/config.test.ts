import { describe, expect, it } from 'vitest';
import { BadSetting, DEFAULT_PAGE_RENDER_WORKERS, readConfig, readRateLimits } from './config';

describe('server configuration', () => {
  it('has working defaults: port 3000, the embedded SQLite file, no SMTP', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: 'sqlite:data/shop.db', smtpUrl: null, publicUrl: 'http://localhost:3000', apiUrl: null });
  });

  it('reads each variable and ignores nonsense ports', () => {
    const config = readConfig({ PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://u@h/db', SMTP_URL: 'smtp://h:25', PUBLIC_URL: 'https://shop.example/', PAGE_CACHE_TTL_MS: '0' });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', databaseUrl: 'postgres://u@h/db', smtpUrl: 'smtp://h:25', publicUrl: 'https://shop.example', pageCacheTtlMs: 0 });
    expect(readConfig({ PORT: 'abc' }).port).toBe(3000);
    expect(readConfig({ PORT: '70000' }).port).toBe(3000);
  });

  it('takes a page render concurrency of 1 or more, else leaves the default', () => {
    expect(readConfig({ PAGE_RENDER_CONCURRENCY: '6' }).pageRenderConcurrency).toBe(6);
    for (const value of [undefined, '', '0', '-2', '1.5', 'many']) expect(readConfig({ PAGE_RENDER_CONCURRENCY: value }).pageRenderConcurrency).toBeUndefined();
  });

  it('renders on one worker per core up to 4 unless told how many, 0 rendering on the main thread', () => {
    expect(readConfig({}).pageRenderWorkers).toBe(DEFAULT_PAGE_RENDER_WORKERS);
    expect(DEFAULT_PAGE_RENDER_WORKERS).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_PAGE_RENDER_WORKERS).toBeLessThanOrEqual(4);
    expect(readConfig({ PAGE_RENDER_WORKERS: '0' }).pageRenderWorkers).toBe(0);
    expect(readConfig({ PAGE_RENDER_WORKERS: '3' }).pageRenderWorkers).toBe(3);
    expect(readConfig({ PAGE_RENDER_WORKERS: '500' }).pageRenderWorkers).toBe(32);
    for (const value of ['', '-1', '2.5', 'all']) expect(readConfig({ PAGE_RENDER_WORKERS: value }).pageRenderWorkers).toBe(DEFAULT_PAGE_RENDER_WORKERS);
  });

  it('reads the payment window once: 30 minutes unset, a whole number of at least 1, else it refuses to start naming the variable', () => {
    expect(readConfig({}).paymentWindowMinutes).toBe(30);
    expect(readConfig({ PAYMENT_WINDOW_MINUTES: '' }).paymentWindowMinutes).toBe(30);
    expect(readConfig({ PAYMENT_WINDOW_MINUTES: '45' }).paymentWindowMinutes).toBe(45);
    for (const value of ['0', '-5', '2.5', 'soon', '30min']) {
      expect(() => readConfig({ PAYMENT_WINDOW_MINUTES: value })).toThrow(BadSetting);
      expect(() => readConfig({ PAYMENT_WINDOW_MINUTES: value })).toThrow(`PAYMENT_WINDOW_MINUTES must be a whole number of minutes, at least 1 (unset: 30); it is "${value}".`);
    }
  });

  it('reads the read models\' TTL once: the default unset, a whole number of ms, else it refuses to start naming the variable', () => {
    expect(readConfig({}).readModelTtlMs).toBeUndefined();
    expect(readConfig({ READ_MODEL_TTL_MS: '600000' }).readModelTtlMs).toBe(600_000);
    for (const value of ['0', '-1', '1.5', 'long']) expect(() => readConfig({ READ_MODEL_TTL_MS: value })).toThrow(/^READ_MODEL_TTL_MS must be a whole number of milliseconds/);
  });

  it('trusts a proxy only when told which: a number of hops or addresses, never "any"', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(readConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8,fd00::/8,::1' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8,fd00::/8,::1');
    // "Any proxy" takes the left-most X-Forwarded-For address, which the client writes.
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY=true would trust any X-Forwarded-For a client sends\. Set the number of proxies/);
    for (const value of ['yes', '10.0.0.300', '10.0.0.0/33', 'loopback', '10.0.0.1,,10.0.0.2', '11']) {
      expect(() => readConfig({ TRUST_PROXY: value }), value).toThrow(/^TRUST_PROXY/);
    }
  });

  it('stays zero-configuration: the installer only with an explicit opt-in, the SQLite default in the data folder', () => {
    expect(readConfig({}, ['node', 'start.ts'])).toMatchObject({ installer: false, dataDir: 'data', databaseUrl: 'sqlite:data/shop.db', databaseFromEnv: false });
    expect(readConfig({}, ['node', 'start.ts', '--installer']).installer).toBe(true);
    expect(readConfig({ INSTALLER: '1' }, []).installer).toBe(true);
    expect(readConfig({ INSTALLER: '0' }, []).installer).toBe(false);
    expect(readConfig({ DATA_DIR: '/srv/shop/' }, [])).toMatchObject({ dataDir: '/srv/shop', databaseUrl: 'sqlite:/srv/shop/shop.db' });
    expect(readConfig({ DATABASE_URL: 'postgres://u@h/db' }, []).databaseFromEnv).toBe(true);
  });

  it('keeps the safe rate limits unless RATE_LIMITS raises known ones, ignoring anything malformed', () => {
    expect(readConfig({}).rateLimits).toEqual({});
    expect(readRateLimits('order.ip=500/600, guest_order.account = 9/60,order.account=7/30')).toEqual({
      order: { ip: { max: 500, windowSeconds: 600 }, account: { max: 7, windowSeconds: 30 } },
      guest_order: { account: { max: 9, windowSeconds: 60 } },
    });
    expect(readRateLimits('nope.ip=1/1,order.everyone=5/5,order.ip=0/60,order.ip=5/0,order.ip=-1/60,order.ip=five/60,order.ip=5')).toEqual({});
  });
});
