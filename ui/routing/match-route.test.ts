import { describe, expect, it } from 'vitest';
import type { LocalizedRoute, RouteDefinition } from './route-definition';
import { matchLocalizedRoute } from './match-route';

const route = (name: string, path: string): LocalizedRoute => ({ name, path, language: 'en', route: { name } as unknown as RouteDefinition });

describe('matching a pathname to its route', () => {
  const table = [route('product', '/:main/product/:id'), route('page', '/page/:slug')];

  it('finds the route and its params, and the same answer again', () => {
    const first = matchLocalizedRoute('/shoes/product/42', table);
    expect(first?.localized.name).toBe('product');
    expect(first?.params).toEqual({ main: 'shoes', id: '42' });
    expect(matchLocalizedRoute('/shoes/product/42', table)).toBe(first);
    expect(matchLocalizedRoute('/page/about', table)?.params).toEqual({ slug: 'about' });
    expect(matchLocalizedRoute('/nowhere/at/all', table)).toBeNull();
  });

  it('keeps the answers of each route table apart', () => {
    const other = [route('static', '/page/:slug')];
    expect(matchLocalizedRoute('/page/about', table)?.localized.name).toBe('page');
    expect(matchLocalizedRoute('/page/about', other)?.localized.name).toBe('static');
    expect(matchLocalizedRoute('/shoes/product/42', other)).toBeNull();
  });

  it('still answers right after many different pathnames', () => {
    for (let id = 0; id < 1200; id++) expect(matchLocalizedRoute(`/x/product/${id}`, table)?.params.id).toBe(String(id));
  });
});
