import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirect('/user/profile')).toBe('/user/profile');
    expect(safeRedirect('/ar/user/addresses?page=2')).toBe('/ar/user/addresses?page=2');
    expect(safeRedirect('/')).toBe('/');
  });

  it('refuses other origins, schemes and browser-normalised tricks', () => {
    for (const bad of ['', 'user', 'https://evil.example', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', '/\t/evil.example', '/%0a', ' /x', '/a//b', null, undefined]) {
      const result = safeRedirect(bad as string);
      if (bad === '/%0a') expect(result).toBe('/%0a');
      else expect(result, String(bad)).toBeNull();
    }
  });

  it('anything it accepts stays on this origin when a browser resolves it', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (input) => {
      const result = safeRedirect(input);
      if (result === null) return;
      expect(result.startsWith('/')).toBe(true);
      expect(result.startsWith('//')).toBe(false);
      expect(new URL(result, 'https://shop.example').origin).toBe('https://shop.example');
    }));
  });

  it('accepts every plain path of safe segments', () => {
    const segment = fc.stringMatching(/^[a-z0-9._~-]{1,12}$/);
    fc.assert(fc.property(fc.array(segment, { maxLength: 5 }), (parts) => {
      const path = `/${parts.join('/')}`;
      expect(safeRedirect(path)).toBe(path);
    }));
  });

  it('refuses anything that starts with two slashes or holds a backslash', () => {
    fc.assert(fc.property(fc.string({ maxLength: 20 }), (rest) => {
      expect(safeRedirect(`//${rest}`)).toBeNull();
      expect(safeRedirect(`/${rest}\\${rest}`)).toBeNull();
    }));
  });
});
