/**
 * Free delivery over a threshold the operator sets (`settings.free_delivery_over`, in the shop's
 * currency; off when unset or 0). Decision: docs/decisions/0002-free-delivery.md.
 *
 * What it compares: the goods of the selected lines after bundle offers, before the voucher,
 * shipping and tax (the same base as a voucher's minimum spend, `voucherBase`), so a voucher never
 * takes free delivery away and tax never buys it. Every selected line counts, delivered or picked
 * up; reached, it waives every shipping charge of the order: delivery and pickup fees alike.
 */

export interface FreeDelivery {
  /** The threshold, in cents. */
  overCents: number;
  /** What counts toward it: the goods after bundle offers, in cents. */
  basisCents: number;
  /** How much more the goods must come to for free delivery; 0 once reached. */
  missingCents: number;
  /** Whether the order gets free delivery (basis >= threshold). */
  reached: boolean;
  /** The shipping the threshold takes off (0 when not reached). */
  waivedCents: number;
}

/** The free-delivery state of goods worth `basisCents` with `shippingCents` of shipping; null when the threshold is off. */
export function freeDeliveryOf(basisCents: number, shippingCents: number, overCents: number | null): FreeDelivery | null {
  if (overCents === null || overCents <= 0) return null;
  const reached = basisCents >= overCents;
  return {
    overCents,
    basisCents,
    missingCents: reached ? 0 : overCents - basisCents,
    reached,
    waivedCents: reached ? shippingCents : 0,
  };
}

/**
 * What an operator may type as the threshold (the CLI's `setting free-delivery`, the console's
 * settings): a whole or two-decimal amount above 0 and below a billion ("50", "49.90"), or off
 * (empty or "off"). `'off'` for off, `'amount'` for an amount to store, `'invalid'` otherwise.
 */
export function freeDeliveryInput(text: string): 'off' | 'amount' | 'invalid' {
  const value = text.trim();
  if (value === '' || value.toLowerCase() === 'off') return 'off';
  return FREE_DELIVERY_AMOUNT.test(value) && Number(value) > 0 ? 'amount' : 'invalid';
}

const FREE_DELIVERY_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
