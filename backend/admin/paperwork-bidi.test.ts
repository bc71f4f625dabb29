import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fontPerCharacter, isolated, reorderedByBidi, shapingReverses, shownLeftToRight, visualRuns } from './paperwork-bidi';

/** Three fonts as the papers' (the Arabic and Devanagari ones have a space but no Latin letters or digits), chosen as the renderer does. */
const HAS: Record<string, (codePoint: number) => boolean> = {
  latin: (c) => c < 0x0600 || c === 0x20ac,
  arabic: (c) => c === 0x20 || (c >= 0x0600 && c <= 0x06ff),
  devanagari: (c) => c === 0x20 || (c >= 0x0900 && c <= 0x097f),
};
function fontOf(text: string) {
  const fonts = fontPerCharacter(text, ['latin', 'arabic', 'devanagari'], (font, codePoint) => HAS[font]!(codePoint));
  return (index: number) => fonts[index]!;
}

describe('the runs of a line of the order papers', () => {
  it('keeps a code and an amount left to right inside Arabic', () => {
    const text = 'رقم الطلب AB12CD: $1,234.50';
    const runs = visualRuns(text, 'rtl', fontOf(text));
    // Left to right on the page: the amount, the code, then the Arabic words (read from the right).
    // (The code makes the amount after it left to right too: W7 of the algorithm.)
    expect(runs.map((run) => run.text)).toEqual(['AB12CD: $1,234.50', 'رقم الطلب ']);
    // The Arabic words and the space after them go to fontkit in their logical order: it joins and reverses them itself.
    expect(runs.at(-1)!.font).toBe('arabic');
    expect(shownLeftToRight(runs)).toBe(reorderedByBidi(text, 'rtl'));
  });

  it('mirrors brackets in right-to-left runs', () => {
    const text = 'الطلب (مدفوع)';
    expect(shownLeftToRight(visualRuns(text, 'rtl', fontOf(text)))).toBe('(عوفدم) بلطلا');
  });

  it('leaves left-to-right text and Devanagari as one run each', () => {
    const text = 'पैकिंग स्लिप AB12';
    const runs = visualRuns(text, 'ltr', fontOf(text));
    expect(runs).toEqual([{ text: 'पैकिंग स्लिप ', font: 'devanagari' }, { text: 'AB12', font: 'latin' }]);
  });

  it('hands Arabic-Indic digits to fontkit so that its reversal puts them back in order', () => {
    const text = 'المجموع ١٢٣';
    const runs = visualRuns(text, 'rtl', fontOf(text));
    expect(runs[0]).toEqual({ text: '٣٢١', font: 'arabic' });
    expect(shownLeftToRight(runs).startsWith('١٢٣')).toBe(true);
  });

  it('keeps a scriptless character in the font before it when that font has it', () => {
    expect(fontPerCharacter('ب 1', ['latin', 'arabic'], (font, c) => HAS[font]!(c))).toEqual(['arabic', 'arabic', 'latin']);
    expect(fontPerCharacter('a ب', ['latin', 'arabic'], (font, c) => HAS[font]!(c))).toEqual(['latin', 'latin', 'arabic']);
  });

  it('keeps an isolated Latin name whole inside an Arabic label, and draws no isolate', () => {
    const text = `البائع: ${isolated('Acme (EU)')}`;
    const runs = visualRuns(text, 'rtl', fontOf(text));
    expect(shownLeftToRight(runs)).toBe('Acme (EU) :عئابلا');
    expect(runs.map((run) => run.text).join('')).not.toMatch(/[\u2066-\u2069]/);
  });

  it('knows which strings fontkit reverses', () => {
    expect(shapingReverses('  الطلب')).toBe(true);
    expect(shapingReverses('(12) AB')).toBe(false);
    expect(shapingReverses('  ')).toBe(false);
  });

  it('shows every line as the bidirectional algorithm orders it, whatever the mix (property)', () => {
    const pieces = fc.constantFrom('\u2068', '\u2069', 'a', 'Z', 'ب', 'ل', 'ا', 'ة', 'क', 'ि', '्', '1', '٣', ' ', '(', ')', '.', ',', ':', '$', '-', '€', '«', '»', '،');
    fc.assert(fc.property(fc.array(pieces, { minLength: 1, maxLength: 30 }), fc.constantFrom('ltr', 'rtl', 'auto'), (chars, direction) => {
      const text = chars.join('');
      const runs = visualRuns(text, direction as 'ltr' | 'rtl' | 'auto', fontOf(text));
      expect(shownLeftToRight(runs)).toBe(reorderedByBidi(text, direction as 'ltr' | 'rtl' | 'auto'));
      // Every character is drawn once, in its own font.
      expect(runs.map((run) => run.text).join('').length).toBe(text.replace(/[\u2068\u2069]/g, '').length);
    }), { numRuns: 400 });
  });
});
