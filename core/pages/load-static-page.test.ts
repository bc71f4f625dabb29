import { describe, expect, it } from 'vitest';
import type { StaticPage } from './static-page';
import { NOT_FOUND_MESSAGE, RequestError } from '../shared/request-error';
import { LoadStaticPage } from './load-static-page';

describe('LoadStaticPage', () => {
  it('is a 404 for a malformed slug without calling, and for an unknown one', async () => {
    let calls = 0;
    const load = new LoadStaticPage({ fetchPage: async () => { calls++; throw new RequestError(404, 'Not here'); } }, { key: null, setPage: () => undefined });
    await expect(load.execute('../etc', 'en')).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(0);
    await expect(load.execute('nothing', 'en')).rejects.toMatchObject({ status: 404, message: NOT_FOUND_MESSAGE });
    expect(calls).toBe(1);
  });

  it('loads a page once per slug and language', async () => {
    const pages: string[] = [];
    const state = { key: null as string | null, setPage: (_p: StaticPage, key: string) => { state.key = key; } };
    const load = new LoadStaticPage({ fetchPage: async (slug) => { pages.push(slug); return { slug } as StaticPage; } }, state);
    await load.execute('privacy-policy', 'en');
    await load.execute('privacy-policy', 'en');
    expect(pages).toEqual(['privacy-policy']);
  });
});
