import { describe, expect, it } from 'vitest';
import { SearchSuggestions } from '../../core/search/search-suggestions';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpSearchGateway } from './http-search-gateway';

describe('HttpSearchGateway', () => {
  it('asks GET search?q= in the Language header, the text encoded', async () => {
    const { api, calls } = recordingApi({ product: [], suggested: ['a & b'], sub_category: [], category: [] });
    const list = await new HttpSearchGateway(api).suggest('a & b <i>', 'tr');
    expect(calls[0]).toMatchObject({ url: '/api/v1/search?q=a+%26+b+%3Ci%3E', headers: { Language: 'tr' } });
    expect(list.suggested).toEqual(['a & b']);
  });

  it('gives four lists even when the backend leaves some out', async () => {
    const { api } = recordingApi({ suggested: ['x'] });
    expect(await new HttpSearchGateway(api).suggest('x', 'en')).toEqual({ product: [], suggested: ['x'], sub_category: [], category: [] });
  });
});

describe('SearchSuggestions', () => {
  it('asks nothing for blank text and cuts very long text to 100 characters', async () => {
    const { api, calls } = recordingApi({ product: [], suggested: [], sub_category: [], category: [] });
    const useCase = new SearchSuggestions(new HttpSearchGateway(api));
    expect(await useCase.execute('   ', 'en')).toEqual({ product: [], suggested: [], sub_category: [], category: [] });
    expect(calls).toHaveLength(0);
    await useCase.execute(` ${'z'.repeat(10_000)} `, 'en');
    expect(new URL(calls[0]!.url, 'http://x').searchParams.get('q')).toBe('z'.repeat(100));
  });
});
