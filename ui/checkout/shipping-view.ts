import { isSelected, SHIPPING_DELIVERY, SHIPPING_PICKUP, type CartLine, type ShippingChoice } from '../../core/cart/cart';
import type { Address } from '../../core/account/account';

/** Why the shopper cannot go on from the shipping step, in the order the page shows them. */
export type ShippingBlock =
  | { kind: 'no_address' }
  | { kind: 'nothing_selected' }
  | { kind: 'cannot_ship'; lineIds: number[] };

/**
 * What stops the shipping step: no address, nothing selected, or selected lines that no place
 * serves at the chosen address (the server refuses the order for the same reasons).
 */
export function shippingBlocks(lines: readonly CartLine[], address: Address | null): ShippingBlock[] {
  const blocks: ShippingBlock[] = [];
  if (!address) blocks.push({ kind: 'no_address' });
  const selected = lines.filter(isSelected);
  if (selected.length === 0) blocks.push({ kind: 'nothing_selected' });
  const unserved = address ? selected.filter((line) => line.shipping_place === null).map((line) => line.id) : [];
  if (unserved.length > 0) blocks.push({ kind: 'cannot_ship', lineIds: unserved });
  return blocks;
}

/** The choice of every selected line as the cart holds it, with one line's type changed. */
export function shippingChoices(lines: readonly CartLine[], change?: { lineId: number; type: number }): Record<number, ShippingChoice> {
  const choices: Record<number, ShippingChoice> = {};
  for (const line of lines.filter(isSelected)) {
    const type = change?.lineId === line.id ? change.type : line.shipping_type === SHIPPING_PICKUP ? SHIPPING_PICKUP : SHIPPING_DELIVERY;
    choices[line.id] = { shipping_place: line.shipping_place?.id ?? null, shipping_type: type };
  }
  return choices;
}
