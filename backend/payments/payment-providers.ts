import { PAYMENT_WINDOW } from '../../core/payments/payment-window';
import type { PaymentProvider } from './payment-provider';
import { createFlutterwaveProvider } from './providers/flutterwave-provider';
import { createPaypalProvider } from './providers/paypal-provider';
import { createPaystackProvider } from './providers/paystack-provider';
import { createRazorpayProvider } from './providers/razorpay-provider';
import { createStripeProvider } from './providers/stripe-provider';

/**
 * What builds one provider's adapter from the environment: null when its keys are unset. Its
 * hosted page closes with the payment window (`windowMinutes`, read once by the server's config).
 */
export type ProviderFactory = (env: NodeJS.ProcessEnv, windowMinutes?: number) => PaymentProvider | null;

/**
 * Every online provider the shop knows (issue 16): Razorpay 1, Stripe 3, PayPal 4, Paystack 5,
 * Flutterwave 6. Each adapter reads its own keys and `*_API_BASE` from the environment.
 */
export const PROVIDER_FACTORIES: ProviderFactory[] = [
  createRazorpayProvider,
  createStripeProvider,
  createPaypalProvider,
  createPaystackProvider,
  createFlutterwaveProvider,
];

/** The configured providers by key (razorpay, stripe, ...); a provider without keys is absent. */
export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

export function paymentProviders(env: NodeJS.ProcessEnv, factories: readonly ProviderFactory[] = PROVIDER_FACTORIES, windowMinutes: number = PAYMENT_WINDOW.defaultMinutes): PaymentProviders {
  const providers = new Map<string, PaymentProvider>();
  for (const factory of factories) {
    const provider = factory(env, windowMinutes);
    if (provider) providers.set(provider.key, provider);
  }
  return providers;
}

/** The configured provider that takes payment method `method`, or null. */
export function providerForMethod(providers: PaymentProviders, method: number): PaymentProvider | null {
  for (const provider of providers.values()) if (provider.method === method) return provider;
  return null;
}

/** The payment methods (1, 3-6) whose provider is configured. */
export function configuredOnlineMethods(providers: PaymentProviders): ReadonlySet<number> {
  return new Set([...providers.values()].map((provider) => provider.method));
}

/** The online payments a shop runs with: its configured providers and the payment window. */
export interface PaymentSettings {
  providers: PaymentProviders;
  windowMinutes: number;
  /** How long opening a payment may take (PROVIDER_START_TIMEOUT_MS, 10 s; tests shorten it). */
  startTimeoutMs?: number;
}

/** The providers whose keys `env` sets, and the payment window the server's config read (PAYMENT_WINDOW_MINUTES). */
export function paymentSettings(env: NodeJS.ProcessEnv, windowMinutes: number): PaymentSettings {
  return { providers: paymentProviders(env, PROVIDER_FACTORIES, windowMinutes), windowMinutes };
}
