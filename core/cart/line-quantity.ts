/*
 * How many units a shopper may ask for: the one quantity rule of the product page, the cart and the
 * cart calls on the server.
 */

/**
 * The largest quantity one cart line may hold, whatever the stock. The product page, the cart and
 * the server (`cart/action`, `cart/buy-now`) all refuse more with "Maximum quantity exceeds.".
 */
export const MAX_LINE_QUANTITY = 999;

/**
 * The cart's quantity rule, the product page's rule (`quantityProblem`) in the cart's two messages:
 * below 1 "Must have minimum 1 item.", above the stock (or the per-line maximum) "Maximum quantity
 * exceeds.". `stock` undefined means the caller does not know it; the server still checks.
 */
export function lineQuantityProblem(quantity: number, stock?: number): 'minimum_one' | 'maximum_exceeded' | null {
  const problem = quantityProblem(quantity, stock ?? Number.MAX_SAFE_INTEGER);
  if (problem === null) return null;
  return problem === 'minimum_one' ? 'minimum_one' : 'maximum_exceeded';
}

/** Why a quantity cannot go to the cart; the UI translates the code. */
export type QuantityProblem =
  | 'select_attributes'
  | 'minimum_one'
  | 'out_of_stock'
  | 'exceeds_inventory'
  | 'maximum_exceeded';

/** The English text of each code, as the known API words it (the UI has all five languages). */
export const QUANTITY_PROBLEM_TEXT: Readonly<Record<QuantityProblem, string>> = {
  select_attributes: 'Please select all required attributes.',
  minimum_one: 'Must have minimum 1 item.',
  out_of_stock: 'This product is out of stock.',
  exceeds_inventory: 'Product quantity exceeds inventory.',
  maximum_exceeded: 'Maximum quantity exceeds.',
};

/**
 * What is wrong with asking for `quantity` units of a variant with `stock` units, or null when
 * nothing is. `stock` null means no variant is chosen yet (not every attribute picked).
 * `inCart` units already in the cart count against the stock.
 */
export function quantityProblem(quantity: number, stock: number | null, inCart = 0): QuantityProblem | null {
  if (stock === null) return 'select_attributes';
  if (!Number.isInteger(quantity) || quantity < 1) return 'minimum_one';
  if (quantity > MAX_LINE_QUANTITY) return 'maximum_exceeded';
  const available = Math.max(0, Math.floor(stock));
  if (available === 0) return 'out_of_stock';
  if (quantity + Math.max(0, Math.floor(inCart)) > available) return 'exceeds_inventory';
  return null;
}
