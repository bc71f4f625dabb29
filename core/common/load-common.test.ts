import { describe, expect, it } from 'vitest';
import type { CommonData } from './common-data';
import type { CommonState } from './common-state.port';
import { LoadCommon } from './load-common';

function memoryState(): CommonState {
  return {
    data: null,
    language: null,
    setCommon(data, language) {
      Object.assign(this, { data, language });
    },
  };
}

describe('LoadCommon', () => {
  it('loads common data in the requested language', async () => {
    const asked: string[] = [];
    const state = memoryState();
    const load = new LoadCommon({ fetchCommon: async (language) => { asked.push(language); return { default_language: 'en' } as CommonData; } }, state);
    await load.execute('ar');
    expect(asked).toEqual(['ar']);
    expect(state.language).toBe('ar');
  });

  it('does not refetch what the server already rendered for this language', async () => {
    let calls = 0;
    const state = memoryState();
    state.setCommon({ default_language: 'en' } as CommonData, 'fr');
    const load = new LoadCommon({ fetchCommon: async () => { calls++; return {} as CommonData; } }, state);
    await load.execute('fr');
    expect(calls).toBe(0);
    await load.execute('tr');
    expect(calls).toBe(1);
  });
});
