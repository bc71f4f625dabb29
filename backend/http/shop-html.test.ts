import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMarkup } from '../../core/shared/shop-text';
import { safeShopHtml, safeShopText } from './shop-html';

describe('rich text from sellers and the shop, made safe', () => {
  it('keeps the structure a description or static page uses, as written', () => {
    const page = '<h2>Shipping</h2><p>We ship in <strong>2 days</strong>. See <a href="/track-order">tracking</a>.</p><ul><li>One</li><li>Two</li></ul>'
      + '<table><thead><tr><th scope="col">Size</th></tr></thead><tbody><tr><td>M</td></tr></tbody></table>';
    expect(safeShopHtml(page)).toBe(page);
  });

  it('removes scripts, styles, frames, forms and event handlers', () => {
    expect(safeShopHtml('<p>Hi</p><script>alert(1)</script>')).toBe('<p>Hi</p>');
    expect(safeShopHtml('<style>body{display:none}</style><p>Hi</p>')).toBe('<p>Hi</p>');
    expect(safeShopHtml('<p onclick="steal()" style="position:fixed">Hi</p>')).toBe('<p>Hi</p>');
    expect(safeShopHtml('<img src="/uploads/a.jpg" onerror="steal()">')).toBe('<img src="/uploads/a.jpg" />');
    expect(safeShopHtml('<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="card"></form>')).toBe('');
    expect(safeShopHtml('<svg onload="steal()"><circle /></svg>ok')).toBe('ok');
  });

  it('refuses links and images that run code or leave https', () => {
    expect(safeShopHtml('<a href="javascript:steal()">x</a>')).toBe('<a>x</a>');
    expect(safeShopHtml('<a href="  JaVaScRiPt:steal()">x</a>')).toBe('<a>x</a>');
    expect(safeShopHtml('<a href="data:text/html,<script>steal()</script>">x</a>')).toBe('<a>x</a>');
    expect(safeShopHtml('<img src="http://tracker.example/p.gif">')).toBe('<img />');
    expect(safeShopHtml('<img src="//tracker.example/p.gif">')).toBe('<img />');
    expect(safeShopHtml('<a href="mailto:shop@example.com">mail</a>')).toBe('<a href="mailto:shop@example.com">mail</a>');
  });

  it('makes a link that opens a new tab unable to reach back into the shop', () => {
    expect(safeShopHtml('<a href="https://maker.example" target="_blank">maker</a>')).toBe('<a href="https://maker.example" target="_blank" rel="noopener noreferrer">maker</a>');
  });

  it('leaves plain lines exactly as typed, and an absent text absent', () => {
    expect(safeShopText('Size: < 5 cm & light\nColour: red')).toBe('Size: < 5 cm & light\nColour: red');
    expect(safeShopText(null)).toBeNull();
    expect(safeShopText('<p>Hi<script>x</script></p>')).toBe('<p>Hi</p>');
  });

  const pieces = fc.constantFrom(
    '<script>', '</script>', '<img src=x onerror=alert(1)>', '<a href="javascript:alert(1)">', '<p onmouseover="x()">', '<svg/onload=alert(1)>',
    '<iframe src=//evil>', '<style>', '"', "'", '>', '<', '&', 'text', '<p>', '</p>', '<b>', '<a href="/ok">', '</a>', '<!--', '-->', '<math><mi xlink:href="javascript:1">',
    '<object data=x>', '<embed src=x>', '<base href=//evil>', '<meta http-equiv=refresh content=0;url=//evil>', '<form>', '<input autofocus onfocus=x()>', 'java\tscript:',
  );
  const hostile = fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(''));

  it('never lets code through, whatever the pieces (property)', () => {
    fc.assert(fc.property(hostile, (html) => {
      const safe = safeShopHtml(html);
      expect(safe).not.toMatch(/<(script|style|iframe|object|embed|base|meta|form|input|svg|math)\b/i);
      expect(safe).not.toMatch(/\son[a-z]+\s*=/i);
      expect(safe).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
    }), { numRuns: 500 });
  });

  it('never changes a plain text, whatever it holds (property)', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }).filter((text) => !isMarkup(text)), (text) => {
      expect(safeShopText(text)).toBe(text);
    }), { numRuns: 500 });
  });
});
