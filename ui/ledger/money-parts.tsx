import type { CommonStore } from '../app/common-store';

/** An amount as the shop prints prices, a minus sign in front when it is owed back (never "$-2"). */
export function signedPrice(common: Pick<CommonStore, 'price'>, amount: string): string {
  const negative = amount.trim().startsWith('-');
  return negative ? `−${common.price(amount.trim().slice(1))}` : common.price(amount);
}

/** An amount in a table or figure: kept left to right inside right-to-left text. */
export function Amount({ common, amount }: { common: Pick<CommonStore, 'price'>; amount: string }) {
  return <span dir="ltr">{signedPrice(common, amount)}</span>;
}
