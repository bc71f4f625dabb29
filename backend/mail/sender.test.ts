import { describe, expect, it } from 'vitest';
import { toEml } from './outbox-mailer';
import { fromHeader, newMessageId, senderAddress } from './sender';

describe('the sender of a mail', () => {
  it('reads the bare address of a configured sender, named or not', () => {
    expect(senderAddress('Storefront <no-reply@shop.test>')).toBe('no-reply@shop.test');
    expect(senderAddress(' shop@shop.test ')).toBe('shop@shop.test');
  });

  it('names the shop in the From header: quoted in ASCII, RFC 2047 in any other script', () => {
    expect(fromHeader('Bazaario', 'a@shop.test', 'x')).toBe('"Bazaario" <a@shop.test>');
    expect(fromHeader('Say "hi"', 'a@shop.test', 'x')).toBe('"Say \\"hi\\"" <a@shop.test>');
    expect(fromHeader('بازاريو', 'a@shop.test', 'x')).toBe(`=?UTF-8?B?${Buffer.from('بازاريو').toString('base64')}?= <a@shop.test>`);
    expect(fromHeader(undefined, 'a@shop.test', 'Storefront <a@shop.test>')).toBe('Storefront <a@shop.test>');
  });

  it('gives every message its own Message-ID on the sender\'s domain', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newMessageId('a@shop.test')));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^<[a-z0-9.]+@shop\.test>$/);
  });

  it('writes both into an outbox file', () => {
    const eml = toEml('Storefront <no-reply@shop.test>', { to: 'b@c.test', subject: 'S', text: 'T', html: '<p>T</p>', language: 'en', fromName: 'Bazaario' });
    expect(eml).toMatch(/^From: "Bazaario" <no-reply@shop\.test>\r$/m);
    expect(eml).toMatch(/^Message-ID: <[^>]+@shop\.test>\r$/m);
  });
});
