import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CATEGORY_TREE } from '../seed/content/catalogue';
import { SITE_FEATURES, SLIDES } from '../seed/content/site';
import { IMAGE_SIZES, renderImage } from './svg-image';
import { MOTIF_NAMES } from './motifs';

/**
 * A strict little well-formedness check for the subset of XML these pictures use: every tag is
 * closed in order, attributes are quoted, and & only starts an entity.
 */
function isWellFormedXml(text: string): boolean {
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|[^<]+/gy;
  const stack: string[] = [];
  let consumed = 0;
  for (let m = token.exec(text); m; m = token.exec(text)) {
    consumed += m[0].length;
    if (/&(?!#\d+;|[a-z]+;)/.test(m[0])) return false;
    if (!m[2]) continue;
    if (m[1]) {
      if (stack.pop() !== m[2]) return false;
    } else if (!m[4]) stack.push(m[2]);
  }
  return consumed === text.length && stack.length === 0;
}

function expectSvg(name: string, width: number, height: number): string {
  const svg = renderImage(name);
  expect(svg, name).not.toBeNull();
  const text = svg as string;
  expect(text.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 `), name).toBe(true);
  expect(text.endsWith('</svg>'), name).toBe(true);
  expect(isWellFormedXml(text), `${name} is well-formed XML`).toBe(true);
  // Self-contained: no external images, fonts, styles or scripts.
  expect(text.replace('http://www.w3.org/2000/svg', ''), name).not.toMatch(/https?:|<image|<script|@import|@font-face|url\((?!#)|href="(?!#)/);
  expect(text.length, `${name} stays small`).toBeLessThan(4096);
  return text;
}

const viewBoxOf = (svg: string): string => /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '';

describe('renderImage', () => {
  it('draws a product picture for every category, per view number', () => {
    for (const c of CATEGORY_TREE) {
      for (let n = 1; n <= 5; n++) expectSvg(`product/${c.key}/${17 * n}-${n}.svg`, 600, 600);
      for (const s of c.subCategories) expectSvg(`product/${c.key}-${s.key}/5-1.svg`, 600, 600);
    }
  });

  it('draws category and sub-category tiles', () => {
    for (const c of CATEGORY_TREE) {
      expectSvg(`category/${c.key}.svg`, 300, 300);
      for (const s of c.subCategories) expectSvg(`category/${c.key}-${s.key}.svg`, 300, 300);
    }
  });

  it('draws the other kinds of picture at their documented sizes', () => {
    const cases: [string, { width: number; height: number }][] = [
      ['brand/voltara.svg', IMAGE_SIZES.brand],
      ['brand/some-new-brand.svg', IMAGE_SIZES.brand],
      ['store/circuit-corner.svg', IMAGE_SIZES.store],
      ['store/x.svg', IMAGE_SIZES.store],
      ['slider/1.svg', IMAGE_SIZES.slider],
      ['slider/99.svg', IMAGE_SIZES.slider],
      ['slider/side-1.svg', IMAGE_SIZES.sliderSide],
      ['slider/side-7.svg', IMAGE_SIZES.sliderSide],
      ['flash/1.svg', IMAGE_SIZES.flash],
      ['flash/42.svg', IMAGE_SIZES.flash],
      ['logo/header.svg', IMAGE_SIZES.logo],
      ['logo/footer.svg', IMAGE_SIZES.logo],
      ['default.svg', IMAGE_SIZES.default],
      ...['visa', 'mastercard', 'paypal', 'cod', 'bank'].map((k): [string, { width: number; height: number }] => [`payment/${k}.svg`, IMAGE_SIZES.payment]),
      ...['facebook', 'x', 'instagram', 'youtube'].map((k): [string, { width: number; height: number }] => [`social/${k}.svg`, IMAGE_SIZES.social]),
      ...['truck', 'shield', 'return', 'support'].map((k): [string, { width: number; height: number }] => [`feature/${k}.svg`, IMAGE_SIZES.feature]),
    ];
    for (const [name, size] of cases) expectSvg(name, size.width, size.height);
    for (let type = 1; type <= 9; type++) {
      const size = IMAGE_SIZES.banner[type] as { width: number; height: number };
      expectSvg(`banner/${type}-${type * 3}.svg`, size.width, size.height);
    }
    expect(IMAGE_SIZES.banner[8]).toEqual({ width: 1920, height: 60 });
    expect(IMAGE_SIZES.banner[9]).toEqual({ width: 600, height: 400 });
  });

  it('writes the shop name into the logos', () => {
    expect(renderImage('logo/header.svg')).toContain('>Bazaario</text>');
    expect(renderImage('logo/footer.svg')).toContain('fill="#fff">Bazaario</text>');
    expect(renderImage('brand/blue-crest.svg')).toContain('>Blue Crest</text>');
    expect(renderImage('brand/acme-tools.svg')).toContain('>Acme Tools</text>');
  });

  it('shrinks a thumbnail to half size and keeps the drawing', () => {
    for (const name of ['product/electronics/12-1.svg', 'category/books.svg', 'banner/1-2.svg', 'default.svg']) {
      const full = renderImage(name) as string;
      const fullSize = /width="(\d+)" height="(\d+)"/.exec(full) as RegExpExecArray;
      const thumb = expectSvg(`thumb/${name}`, Number(fullSize[1]) / 2, Number(fullSize[2]) / 2);
      expect(viewBoxOf(thumb)).toBe(viewBoxOf(full));
      expect(thumb.slice(thumb.indexOf('>'))).toBe(full.slice(full.indexOf('>')));
    }
  });

  it('is deterministic, and varies between products and between views', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATEGORY_TREE.map((c) => c.key)), fc.nat(999_999_999), fc.integer({ min: 1, max: 999 }), (cat, id, n) => {
        const name = `product/${cat}/${id}-${n}.svg`;
        expect(renderImage(name)).toBe(renderImage(name));
      }),
    );
    expect(renderImage('product/electronics/1-1.svg')).not.toBe(renderImage('product/electronics/2-1.svg'));
    expect(renderImage('product/electronics/1-1.svg')).not.toBe(renderImage('product/electronics/1-2.svg'));
  });

  it('refuses unknown names, traversal and odd characters', () => {
    const bad = [
      '', 'default', 'default.svg/', '/default.svg', 'DEFAULT.svg', 'thumb/', 'thumb/thumb/default.svg',
      '../etc/passwd', '..\\default.svg', 'product/../default.svg', 'product/electronics/../../x.svg',
      'product/electronics/1-1.png', 'product/electronics/abc-1.svg', 'product/electronics/1.svg',
      'product/Electronics/1-1.svg', 'product/electronics/1-1.svg?x=1', 'product/electronics/1-1.svg\0',
      'product//1-1.svg', 'product/-electronics/1-1.svg', 'product/electronics--x/1-1.svg',
      'product/electronics/1234567890-1.svg', 'category/.svg', 'category/books', 'brand/Voltara.svg',
      'brand/volt%2e.svg', 'brand/voltara .svg', 'store/<script>.svg', 'banner/0-1.svg', 'banner/10-1.svg',
      'banner/1.svg', 'slider/side-.svg', 'slider/-1.svg', 'logo/side.svg', 'payment/amex.svg',
      'social/tiktok.svg', 'feature/star.svg', 'uploads/default.svg', 'product/électronique/1-1.svg',
      `brand/${'a'.repeat(200)}.svg`,
    ];
    for (const name of bad) expect(renderImage(name), JSON.stringify(name)).toBeNull();
  });

  it('has a well-formedness check that catches broken markup', () => {
    expect(isWellFormedXml('<svg><g></g><rect x="1"/></svg>')).toBe(true);
    expect(isWellFormedXml('<svg><g></svg>')).toBe(false);
    expect(isWellFormedXml('<svg><rect x=1/></svg>')).toBe(false);
    expect(isWellFormedXml('<svg><text>a & b</text></svg>')).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const out = renderImage(name);
        expect(out === null || out.startsWith('<svg')).toBe(true);
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => renderImage(value as string)).not.toThrow();
      }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('thumb/', 'product/', 'category/', 'brand/', 'banner/', 'slider/', 'side-', '../', '-', '1', '9', 'a', '.svg', '/'), { maxLength: 8 }),
        (parts) => {
          const out = renderImage(parts.join(''));
          expect(out === null || out.startsWith('<svg')).toBe(true);
        },
      ),
    );
  });

  it('knows every motif the catalogue and the site content name', () => {
    const named = [
      ...CATEGORY_TREE.flatMap((c) => [c.icon, ...c.subCategories.map((s) => s.icon)]),
      ...SLIDES.map((s) => s.motif),
    ];
    for (const m of named) expect(MOTIF_NAMES, m).toContain(m);
    for (const f of SITE_FEATURES) expect(renderImage(`feature/${f.icon}.svg`), f.icon).not.toBeNull();
  });
});

describe('site icon', () => {
  it('draws a square site icon for the favicon link', () => {
    const svg = renderImage('logo/icon.svg');
    expect(svg).toContain('width="48" height="48"');
  });
});
