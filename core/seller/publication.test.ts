import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublic, nextPublication, PUBLICATION_ACTIONS, type PublicationAction, sellerActions } from './publication';
import { type Publication, PUBLICATIONS } from './seller-product';

const states = fc.constantFrom(...PUBLICATIONS);
const actions = fc.constantFrom(...PUBLICATION_ACTIONS);
const contexts = fc.record({ reviewRequired: fc.boolean(), approvedBefore: fc.boolean() });

describe('a product\'s publication', () => {
  it('goes public on submit without a review, or waits in review when the operator asks for one', () => {
    expect(nextPublication('draft', 'submit', { reviewRequired: false, approvedBefore: false })).toBe('published');
    expect(nextPublication('draft', 'submit', { reviewRequired: true, approvedBefore: false })).toBe('review');
    expect(nextPublication('review', 'approve', { reviewRequired: true, approvedBefore: false })).toBe('published');
    expect(nextPublication('review', 'send_back', { reviewRequired: true, approvedBefore: false })).toBe('returned');
    expect(nextPublication('returned', 'submit', { reviewRequired: true, approvedBefore: false })).toBe('review');
  });

  it('comes back from hidden without a new review once the shop approved it, and is reviewed when it never was', () => {
    expect(nextPublication('published', 'hide', { reviewRequired: true, approvedBefore: true })).toBe('hidden');
    expect(nextPublication('hidden', 'submit', { reviewRequired: true, approvedBefore: true })).toBe('published');
    expect(nextPublication('hidden', 'submit', { reviewRequired: true, approvedBefore: false })).toBe('review');
  });

  it('never makes a product public but by the shop\'s approval when a review is required and it was never approved', () => {
    fc.assert(fc.property(fc.array(actions, { maxLength: 12 }), (sequence) => {
      let state: Publication = 'draft';
      let approved = false;
      for (const action of sequence) {
        const next = nextPublication(state, action, { reviewRequired: true, approvedBefore: approved });
        if (next === null) continue;
        if (isPublic(next) && !approved) expect(action).toBe('approve');
        if (isPublic(next)) approved = true;
        state = next;
      }
    }));
  });

  it('leaves every state by some action, reaches only known states, and never changes state on an action that does not apply', () => {
    fc.assert(fc.property(states, actions, contexts, (state, action, context) => {
      const next = nextPublication(state, action, context);
      return next === null || (PUBLICATIONS as readonly string[]).includes(next);
    }));
    for (const state of PUBLICATIONS) {
      const moves = PUBLICATION_ACTIONS.filter((action: PublicationAction) => nextPublication(state, action, { reviewRequired: true, approvedBefore: false }) !== null);
      expect(moves.length, state).toBeGreaterThan(0);
    }
  });

  it('offers the seller submit or hide as the state allows', () => {
    expect(sellerActions('draft')).toEqual(['submit']);
    expect(sellerActions('review')).toEqual(['hide']);
    expect(sellerActions('published')).toEqual(['hide']);
    expect(sellerActions('hidden')).toEqual(['submit']);
    expect(sellerActions('returned')).toEqual(['submit']);
  });
});
