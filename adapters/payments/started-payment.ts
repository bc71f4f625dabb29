import { type PaymentStep, type StartedPayment, isOnlineMethod } from '../../core/payments/payment-methods';

/** Only a web address the browser may be sent to: https, or http (a local shop's sandbox). */
function webUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function stepOf(value: unknown): PaymentStep | null {
  if (!value || typeof value !== 'object') return null;
  const step = value as { kind?: unknown; url?: unknown; fields?: unknown };
  const url = webUrl(step.url);
  if (!url) return null;
  if (step.kind === 'redirect') return { kind: 'redirect', url };
  if (step.kind !== 'post' || !step.fields || typeof step.fields !== 'object' || Array.isArray(step.fields)) return null;
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(step.fields as Record<string, unknown>)) {
    if (typeof field === 'string' || typeof field === 'number') fields[name] = String(field);
  }
  return { kind: 'post', url, fields };
}

/**
 * The `payment` of an order/action or order/transaction answer (`{method, provider, step}`), or
 * null when there is none or it cannot be followed (no step, a step to something that is not a web
 * address): the order stands unpaid, and its page says so.
 */
export function startedPaymentOf(value: unknown): StartedPayment | null {
  if (!value || typeof value !== 'object') return null;
  const payment = value as { method?: unknown; provider?: unknown; step?: unknown };
  const method = Number(payment.method);
  const step = stepOf(payment.step);
  if (!isOnlineMethod(method) || typeof payment.provider !== 'string' || !step) return null;
  return { method, provider: payment.provider, step };
}
