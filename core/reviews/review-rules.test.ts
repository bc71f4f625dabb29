import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canReview, photoProblem, REVIEW, validStars } from './review-rules';
import { ORDER_STATUS } from '../orders/order-status';

describe('review rules', () => {
  it('takes jpeg and png photos up to 1000 kB, and nothing else', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 1000 * 1024 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 1000 * 1024 + 1 })).toBe('size');
    for (const type of ['image/gif', 'image/svg+xml', 'image/webp', 'application/pdf', '']) expect(photoProblem({ type, size: 10 })).toBe('type');
    fc.assert(fc.property(fc.constantFrom(...REVIEW.photoTypes), fc.nat(3_000_000), (type, size) => {
      expect(photoProblem({ type, size }) === null).toBe(size <= REVIEW.maxPhotoKb * 1024);
    }));
  });

  it('takes whole stars from 1 to 5 only', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.double(), fc.string()), (value) => {
      expect(validStars(value)).toBe(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5);
    }));
  });

  it('lets a buyer review only a delivered order that was not cancelled', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.boolean(), (status, cancelled) => {
      expect(canReview({ status, cancelled })).toBe(status === ORDER_STATUS.delivered && !cancelled);
    }));
  });
});
