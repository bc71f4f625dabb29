/** Payment methods of the spec's enumeration that this shop can take today (online providers come later). */
export const PAYMENT_ONLINE = 1;
export const PAYMENT_CASH_ON_DELIVERY = 2;
export const PAYMENT_BANK_TRANSFER = 7;

/** Every method id of the spec (1 online provider ... 7 bank transfer). */
export const PAYMENT_METHOD_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];

/**
 * What a shopper may read of a bank-transfer method (`payment-gateway` config, all public): the
 * account to pay into and the shop's own instructions. Any field may be missing.
 */
export interface BankTransferDetails {
  bank_name?: string;
  account_holder?: string;
  account_number?: string;
  branch?: string;
  /** SWIFT/BIC code. */
  swift?: string;
  /** A national routing or sort code. */
  routing?: string;
  instructions?: string;
}

/** The public fields of a bank-transfer config, in the order a shopper reads them. */
export const BANK_DETAIL_FIELDS = ['bank_name', 'account_holder', 'account_number', 'branch', 'swift', 'routing'] as const satisfies readonly (keyof BankTransferDetails)[];

/** One payment method the shop takes now, with its public configuration (empty for cash on delivery). */
export interface PaymentMethod {
  method: number;
  config: BankTransferDetails;
}

/** The bank details of the bank-transfer method among `methods`, or null when it is not offered or says nothing. */
export function bankDetailsOf(methods: readonly PaymentMethod[] | null): BankTransferDetails | null {
  const config = methods?.find((m) => m.method === PAYMENT_BANK_TRANSFER)?.config;
  return config && Object.values(config).some(Boolean) ? config : null;
}
