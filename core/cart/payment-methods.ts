/** Payment methods of the spec's enumeration that this shop can take today (online providers come later). */
export const PAYMENT_ONLINE = 1;
export const PAYMENT_CASH_ON_DELIVERY = 2;
export const PAYMENT_BANK_TRANSFER = 7;

/** Every method id of the spec (1 online provider ... 7 bank transfer). */
export const PAYMENT_METHOD_IDS: readonly number[] = [1, 2, 3, 4, 5, 6, 7];
