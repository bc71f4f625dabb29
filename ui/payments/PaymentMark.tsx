import type { ReactElement } from 'react';
import styles from './payments.module.css';

/*
 * A small mark per payment method, drawn inline (nothing fetched when the page runs, nothing for a
 * content policy to allow): a tile in the provider's colour with a simple glyph of our own, not the
 * provider's logo artwork. 40 × 26, the proportions of a card.
 */
const GLYPHS: Readonly<Record<number, { fill: string; glyph: ReactElement }>> = {
  // Razorpay: a slanted stroke.
  1: { fill: '#0b2a66', glyph: <path d="M17 20 22 6h4l-5 14z M14 14l3-3h4l-3 3z" fill="#3395ff" /> },
  // Cash on delivery: a bank note.
  2: {
    fill: '#1f7a45',
    glyph: <g fill="none" stroke="#fff" strokeWidth="1.6"><rect x="9" y="7" width="22" height="12" rx="2" /><circle cx="20" cy="13" r="3" /></g>,
  },
  // Stripe (cards): a card with its stripe.
  3: { fill: '#635bff', glyph: <g fill="#fff"><rect x="9" y="7" width="22" height="13" rx="2" opacity="0.9" /><rect x="9" y="10" width="22" height="3" fill="#635bff" /></g> },
  // PayPal: two overlapping P shapes.
  4: {
    fill: '#003087',
    glyph: (
      <g fill="none" strokeWidth="2.2" strokeLinecap="round">
        <path d="M15 21V6h6a4 4 0 0 1 0 8h-5" stroke="#009cde" />
        <path d="M18 22V9h5a4 4 0 0 1 0 8h-4" stroke="#fff" />
      </g>
    ),
  },
  // Paystack: stacked bars.
  5: { fill: '#011b33', glyph: <g fill="#00c3f7"><rect x="11" y="6" width="18" height="2.6" rx="1.3" /><rect x="11" y="10.5" width="18" height="2.6" rx="1.3" /><rect x="11" y="15" width="12" height="2.6" rx="1.3" /><rect x="11" y="19.4" width="15" height="2" rx="1" opacity="0.6" /></g> },
  // Flutterwave: a wave.
  6: { fill: '#fff4e5', glyph: <path d="M8 16c3-6 6-6 8 0s5 6 8 0 5-6 8 0" fill="none" stroke="#f5a623" strokeWidth="2.6" strokeLinecap="round" /> },
  // Bank transfer: a bank's front.
  7: {
    fill: '#4a5568',
    glyph: <g fill="#fff"><path d="M20 4 31 9H9z" /><rect x="11" y="10.5" width="2.4" height="7" /><rect x="16" y="10.5" width="2.4" height="7" /><rect x="21.6" y="10.5" width="2.4" height="7" /><rect x="26.6" y="10.5" width="2.4" height="7" /><rect x="9" y="19" width="22" height="2.4" /></g>,
  },
};

/**
 * The mark of payment method `method`. Beside the method's name it is decoration (hidden from
 * assistive technology, which reads the name); alone, `label` gives it its accessible name.
 */
export function PaymentMark({ method, label }: { method: number; label?: string }) {
  const mark = GLYPHS[method];
  if (!mark) return null;
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg className={styles.mark} viewBox="0 0 40 26" width="40" height="26" focusable="false" data-testid={`payment-mark-${method}`} {...a11y}>
      <rect width="40" height="26" rx="4" fill={mark.fill} stroke="rgba(0,0,0,0.12)" />
      {mark.glyph}
    </svg>
  );
}
