import { OFFLINE_METHODS, PAYMENT_METHOD, PAYMENT_METHOD_IDS } from '../../core/payments/payment-methods';
import { insertRows } from './bulk-insert';
import type { SeedContext } from './seed-context';

/** Demo bank details a shopper sees when paying by bank transfer (public), and placeholder provider keys (disabled). */
const BANK_TRANSFER = {
  bank_name: 'Demo Commerce Bank',
  account_holder: 'Demo Storefront Ltd.',
  account_number: '0123 4567 8901',
  branch: 'Main Street Branch',
  swift: 'DEMOUS33',
  // Written per language (backend/common/payment-methods.ts localizedConfig): payment-gateway sends the shopper's.
  instructions: {
    en: 'Use your order code as the transfer reference. The order ships once the payment arrives.',
    fr: 'Indiquez votre code de commande comme référence du virement. La commande est expédiée dès réception du paiement.',
    ar: 'اكتب رمز طلبك مرجعًا للتحويل. يُشحن الطلب فور وصول الدفعة.',
    tr: 'Havale açıklamasına sipariş kodunuzu yazın. Sipariş, ödeme ulaştığında kargoya verilir.',
    hi: 'ट्रांसफ़र के संदर्भ में अपना ऑर्डर कोड लिखें। भुगतान मिलते ही ऑर्डर भेज दिया जाता है।',
  },
};

/**
 * Payment methods 1..7: cash on delivery (2) and bank transfer (7) enabled, the online providers
 * disabled until their flows exist. Secret configs hold only placeholders in the demo.
 */
export async function seedPaymentMethods(ctx: SeedContext): Promise<void> {
  const rows = PAYMENT_METHOD_IDS.map((method) => ({
    method,
    enabled: OFFLINE_METHODS.has(method) ? 1 : 0,
    public_config: JSON.stringify(method === PAYMENT_METHOD.bankTransfer ? BANK_TRANSFER : method === PAYMENT_METHOD.cashOnDelivery ? {} : { public_key: '' }),
    secret_config: JSON.stringify(OFFLINE_METHODS.has(method) ? {} : { secret_key: '' }),
    sort_order: method === PAYMENT_METHOD.cashOnDelivery ? 0 : method === PAYMENT_METHOD.bankTransfer ? 1 : method + 1,
  }));
  await insertRows(ctx.db, ctx.dialect, 'payment_methods', rows);
}
