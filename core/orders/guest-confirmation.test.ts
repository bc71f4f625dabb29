import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_BANK_TRANSFER, PAYMENT_CASH_ON_DELIVERY, PAYMENT_METHOD_IDS } from '../payments/payment-methods';
import { confirmationDeadline, confirmationState, confirmOutcome, countsAsOrder, GUEST_CONFIRMATION, needsConfirmation } from './guest-confirmation';

const T0 = Date.UTC(2026, 0, 1);
const WINDOW = GUEST_CONFIRMATION.windowMinutes * 60_000;

describe("a guest's order to a new address", () => {
  it('waits for confirmation only for a guest paying later from an address the shop does not know, or a known one in a burst', () => {
    fc.assert(fc.property(fc.boolean(), fc.constantFrom(...PAYMENT_METHOD_IDS), fc.boolean(), fc.nat(10), (guest, orderMethod, addressKnown, recentGuestOrders) => {
      const later = orderMethod === PAYMENT_CASH_ON_DELIVERY || orderMethod === PAYMENT_BANK_TRANSFER;
      const inBurst = recentGuestOrders >= GUEST_CONFIRMATION.knownAddressBurst;
      expect(needsConfirmation({ guest, orderMethod, addressKnown, recentGuestOrders })).toBe(guest && later && (!addressKnown || inBurst));
      // Without the count, a known address is trusted as before.
      expect(needsConfirmation({ guest, orderMethod, addressKnown })).toBe(guest && later && !addressKnown);
    }));
    expect(GUEST_CONFIRMATION.knownAddressBurst).toBe(3);
  });

  it('is released 30 minutes after it was placed', () => {
    expect(GUEST_CONFIRMATION.windowMinutes).toBe(30);
    expect(confirmationDeadline(new Date(T0)).getTime()).toBe(T0 + 30 * 60_000);
  });

  it('is awaiting strictly before its deadline, expired from it on or once cancelled, and counts only when not waiting', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.integer({ min: -WINDOW, max: 3 * WINDOW }), (awaiting, cancelled, elapsed) => {
      const fields = { awaiting, cancelled, expiresAt: confirmationDeadline(new Date(T0)) };
      const state = confirmationState(fields, new Date(T0 + elapsed));
      if (!awaiting) expect(state).toBe('none');
      else expect(state).toBe(!cancelled && elapsed < WINDOW ? 'awaiting' : 'expired');
      expect(countsAsOrder(fields)).toBe(!awaiting);
    }));
  });

  it('a link confirms an awaiting order once: a confirmed one answers invalid, a late one expired', () => {
    const deadline = confirmationDeadline(new Date(T0));
    const inTime = new Date(T0 + WINDOW - 1);
    expect(confirmOutcome({ awaiting: true, cancelled: false, expiresAt: deadline }, inTime)).toEqual({ ok: true });
    expect(confirmOutcome({ awaiting: false, cancelled: false, expiresAt: deadline }, inTime)).toEqual({ ok: false, code: 'confirm_invalid' });
    expect(confirmOutcome({ awaiting: true, cancelled: false, expiresAt: deadline }, new Date(T0 + WINDOW))).toEqual({ ok: false, code: 'confirm_expired' });
    expect(confirmOutcome({ awaiting: true, cancelled: true, expiresAt: deadline }, inTime)).toEqual({ ok: false, code: 'confirm_expired' });
  });
});
