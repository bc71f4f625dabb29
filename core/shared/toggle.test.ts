import { describe, expect, it } from 'vitest';
import { ToggleCompare } from '../lists/toggle-compare';
import { ToggleWishlist } from '../lists/toggle-wishlist';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('asks with the session token and the language, records the answer and returns it', async () => {
    const asked: unknown[] = [];
    const recorded: unknown[] = [];
    const toggle = new Toggle(async (id, token, language) => { asked.push([id, token, language]); return id > 5; }, (answer, id) => recorded.push([answer, id]), { token: 'tok' });
    expect(await toggle.execute(7, 'ar')).toBe(true);
    expect(asked).toEqual([[7, 'tok', 'ar']]);
    expect(recorded).toEqual([[true, 7]]);
  });

  it('a refused call reaches the caller and records nothing', async () => {
    const recorded: unknown[] = [];
    const toggle = new Toggle<boolean>(async () => { throw new Error('refused'); }, (answer) => recorded.push(answer), { token: null });
    await expect(toggle.execute(1, 'en')).rejects.toThrow('refused');
    expect(recorded).toEqual([]);
  });

  it('ToggleWishlist records whether the product is wishlisted; ToggleCompare records the compared flag and answers the message too', async () => {
    const state = { wishlisted: null as boolean | null, compared: null as boolean | null, setWishlisted(w: boolean) { this.wishlisted = w; }, setCompared(c: boolean) { this.compared = c; } };
    const gateway = {
      toggleWishlist: async (id: number, token: string | null) => id === 3 && token === 't',
      toggleCompare: async (id: number, _token: string | null, language: string) => ({ compared: id === 3, message: `added (${language})` }),
    };
    expect(await new ToggleWishlist(gateway, state, { token: 't' }).execute(3, 'en')).toBe(true);
    expect(state.wishlisted).toBe(true);
    expect(await new ToggleCompare(gateway, state, { token: 't' }).execute(3, 'ar')).toEqual({ compared: true, message: 'added (ar)' });
    expect(state.compared).toBe(true);
  });
});
