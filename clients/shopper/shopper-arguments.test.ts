import { describe, expect, it } from 'vitest';
import { parseArguments, wholeNumber } from './shopper-arguments';

describe('the shopper reads its command line', () => {
  it('keeps words in order and takes flags as --name value or --name=value', () => {
    expect(parseArguments(['add', '12', '--variant', '34', '3', '--lang=fr'])).toEqual({ words: ['add', '12', '3'], flags: { variant: '34', lang: 'fr' } });
    expect(parseArguments(['order', '--note=a=b', '--name'])).toEqual({ words: ['order'], flags: { note: 'a=b', name: '' } });
  });

  it('takes only whole positive numbers as ids and quantities', () => {
    expect([wholeNumber('7'), wholeNumber('0'), wholeNumber('-1'), wholeNumber('2.5'), wholeNumber('1e3'), wholeNumber(undefined)]).toEqual([7, null, null, null, null, null]);
  });
});
