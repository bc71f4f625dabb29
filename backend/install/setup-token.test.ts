import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SETUP_TOKEN } from '../../core/install/install-rules';
import { newSetupToken, tokenMatches } from './setup-token';

describe('the setup token', () => {
  it('is 32 base64url characters, new each time', () => {
    const tokens = Array.from({ length: 50 }, newSetupToken);
    for (const token of tokens) expect(token).toMatch(SETUP_TOKEN.pattern);
    expect(new Set(tokens).size).toBe(50);
  });

  it('matches itself only: any other string, a non-string or nothing is refused', () => {
    const token = newSetupToken();
    expect(tokenMatches(token, token)).toBe(true);
    fc.assert(fc.property(fc.oneof(fc.string(), fc.stringMatching(SETUP_TOKEN.pattern), fc.anything()), (guess) => {
      fc.pre(guess !== token);
      expect(tokenMatches(token, guess)).toBe(false);
    }));
    for (const near of [token.slice(1), `${token} `, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(), [token], undefined, '']) {
      expect(tokenMatches(token, near)).toBe(false);
    }
  });
});
