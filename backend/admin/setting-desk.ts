// `npm run admin -- setting ...`: shop settings the operator has no web console for yet.
import { freeDeliveryInput } from '../../core/cart/free-delivery';
import { freeDeliveryThreshold } from '../../core/common/free-delivery-setting';
import { formatPrice } from '../../core/shared/money';
import { announceChange } from '../cache/cache-changes';
import { amountToCents, centsToAmount } from '../db/money';
import type { Desk, DeskResult } from './order-desk';

const FREE_DELIVERY_USAGE = 'npm run admin -- setting free-delivery [<amount>|off]                   free delivery from this amount of goods (after bundle offers, before voucher, shipping and tax), in the shop\'s currency; off: none; no value: show it';
export const SETTING_DESK_USAGE = [FREE_DELIVERY_USAGE];

type Desked = Pick<Desk, 'db' | 'dialect'>;

/** `setting free-delivery [amount|off]`: shows or sets the threshold; every shop process drops its caches so banners and carts say it at once. */
export async function settingCommand(desk: Desked, [name, value, ...rest]: string[]): Promise<DeskResult> {
  if (name !== 'free-delivery' || rest.length > 0) return { code: 2, lines: ['Usage:', ...SETTING_DESK_USAGE] };
  const row = await desk.db.selectFrom('settings').select(['free_delivery_over', 'currency', 'currency_icon', 'currency_position', 'decimal_format']).where('id', '=', 1).executeTakeFirst();
  if (!row) return { code: 1, lines: ['The shop has no settings yet: run it once (npm start) or seed it first.'] };
  const say = (cents: number | null) => (cents === null
    ? 'Free delivery is off: every order pays its shipping.'
    : `Free delivery for orders of ${formatPrice(centsToAmount(cents), row)} (${row.currency}) or more of goods, after bundle offers, before voucher, shipping and tax.`);
  if (value === undefined) return { code: 0, lines: [say(freeDeliveryThreshold(row.free_delivery_over, true))] };

  // The console's settings take the threshold by the same rule (core/cart/free-delivery.ts).
  const input = value.trim() === '' ? 'invalid' : freeDeliveryInput(value);
  let cents: number | null;
  if (input === 'off') cents = null;
  else if (input === 'amount') cents = freeDeliveryThreshold(amountToCents(value.trim()), true);
  else return { code: 2, lines: [`"${value}" is not an amount: give a number above 0 with at most two decimals (50, 49.90), or off.`, ...SETTING_DESK_USAGE] };

  // A new version: a console form read before this change is refused as stale rather than undoing it.
  await desk.db.updateTable('settings').set((eb) => ({ free_delivery_over: cents, version: eb('version', '+', 1) })).where('id', '=', 1).execute();
  await announceChange(desk.db, desk.dialect, { scope: 'shop' });
  return { code: 0, lines: [say(cents), 'The banner, the home page, carts and checkout say it within seconds; orders placed from now are charged by it.'] };
}
