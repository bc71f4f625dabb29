import { parse, serialize } from 'cookie';
import { describe, expect, it } from 'vitest';
import { cookieString, parseCookies } from './cookie-writer';

// The browser's hand-written cookie code must read and write exactly as the `cookie` package
// (which the server still uses) did before it left the first-load bundle.
describe('browser cookies', () => {
  it.each([
    '',
    'currentLanguage=ar',
    'frontend_token=abc.DEF-123_x; currentLanguage=fr;i18n_redirected=fr',
    '  spaced  =  value  ; quoted="a b"; empty=; =nameless; novalue; dup=first; dup=second',
    'enc=caf%C3%A9%20%26%20co; bad=%E0%A4%A; topBannerClosed=%7B%22id%22%3A3%7D',
  ])('reads %j as the cookie package does', (header) => {
    expect({ ...parseCookies(header) }).toEqual({ ...parse(header) });
  });

  it.each([
    ['frontend_token', 'abc.DEF-123', { maxAge: 2_592_000, sameSite: 'lax', secure: true }],
    ['frontend_token', '', { maxAge: 0, sameSite: 'lax', secure: false }],
    ['currentLanguage', 'tr', { maxAge: 31_536_000, sameSite: 'lax' }],
    ['topBannerClosed', '{"id":3,"at":"2025-01-01 10:00"}', { maxAge: 31_536_000, sameSite: 'strict' }],
  ] as const)('writes %s=%j with the attributes the cookie package wrote', (name, value, options) => {
    const attributes = (line: string) => line.split('; ').sort();
    expect(attributes(cookieString(name, value, options))).toEqual(attributes(serialize(name, value, { path: '/', ...options })));
  });
});
