import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reasonProblem, replyProblem } from './content-desk';
import { CONTENT, spreadsheetSafe } from './content';

describe('spreadsheetSafe', () => {
  it('keeps a spreadsheet from reading a value as a formula, and leaves other values alone', () => {
    expect(spreadsheetSafe('=HYPERLINK("http://evil")')).toBe('\'=HYPERLINK("http://evil")');
    expect(spreadsheetSafe('+1+1@example.com')).toBe('\'+1+1@example.com');
    expect(spreadsheetSafe('-ar')).toBe('\'-ar');
    expect(spreadsheetSafe('@SUM(A1)')).toBe('\'@SUM(A1)');
    expect(spreadsheetSafe('\tcmd')).toBe('\'\tcmd');
    expect(spreadsheetSafe('asha@example.com')).toBe('asha@example.com');
    expect(spreadsheetSafe('')).toBe('');
  });

  it('never returns a value that starts a formula, and changes a value only by a leading apostrophe', () => {
    fc.assert(fc.property(fc.string(), (value) => {
      const safe = spreadsheetSafe(value);
      expect(safe).not.toMatch(/^[=+\-@\t\r]/);
      expect(safe === value || safe === `'${value}`).toBe(true);
    }));
  });
});

describe('the content forms\' rules', () => {
  it('takes a reason of 3 to 500 characters, spaces around left out', () => {
    expect(reasonProblem('  ab ')).toBe('reason_needed');
    expect(reasonProblem('Spam')).toBeNull();
    expect(reasonProblem('x'.repeat(CONTENT.reasonMax))).toBeNull();
    expect(reasonProblem('x'.repeat(CONTENT.reasonMax + 1))).toBe('reason_needed');
  });

  it('takes a reply with words, at most 5000 characters', () => {
    expect(replyProblem(' \n ')).toBe('reply_needed');
    expect(replyProblem('Thanks!')).toBeNull();
    expect(replyProblem('x'.repeat(CONTENT.replyMax + 1))).toBe('reply_needed');
  });
});
