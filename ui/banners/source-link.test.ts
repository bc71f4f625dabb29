import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SourceType, type SourceItem } from '../../core/catalogue/source-item';
import { sourceLink } from './source-link';

const item = (overrides: Partial<SourceItem> = {}): SourceItem => ({ source_type: SourceType.products, url: null, slug: 'electronics', source_id: 7, ...overrides });

describe('sourceLink', () => {
  it('links a url source to its own url', () => {
    expect(sourceLink(item({ source_type: SourceType.url, url: 'https://example.com/sale', slug: null }))).toBe('https://example.com/sale');
    expect(sourceLink(item({ source_type: SourceType.url, url: '/flash-sale' }))).toBe('/flash-sale');
  });

  it('links a category source to the category listing', () => {
    expect(sourceLink(item({ source_type: SourceType.categories, slug: 'fashion', source_id: 3 }))).toBe('/all/fashion');
  });

  it.each([SourceType.subCategories, SourceType.tags, SourceType.brands, SourceType.products])('links source type %i to the product listing by slug and id', (type) => {
    expect(sourceLink(item({ source_type: type, slug: 'phones', source_id: 12 }))).toBe('/phones/products?home_spm=12');
  });

  it('accepts the numeric type as a string, as some rows send it', () => {
    expect(sourceLink(item({ source_type: '1' as unknown as number, slug: 'toys' }))).toBe('/all/toys');
  });

  it('leads nowhere without a slug or url', () => {
    expect(sourceLink(item({ slug: null }))).toBeNull();
    expect(sourceLink(item({ slug: '  ' }))).toBeNull();
    expect(sourceLink(item({ source_type: SourceType.url, url: null }))).toBeNull();
  });

  it('refuses urls that would run script or leave through a protocol-relative host', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', 'vbscript:x']) {
      expect(sourceLink(item({ source_type: SourceType.url, url }))).toBeNull();
    }
  });

  it('never produces a link outside the safe shapes, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.record({
          source_type: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 8 })),
          url: fc.option(fc.string(), { nil: null }),
          slug: fc.option(fc.string(), { nil: null }),
          source_id: fc.option(fc.integer(), { nil: null }),
        }),
        (input) => {
          const link = sourceLink(input);
          if (link !== null) expect(link).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/))/i);
        },
      ),
    );
  });

  it('keeps a slug with reserved characters inside one path segment', () => {
    expect(sourceLink(item({ slug: 'a/b?c' }))).toBe('/a%2Fb%3Fc/products?home_spm=7');
  });
});
