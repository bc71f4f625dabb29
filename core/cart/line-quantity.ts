import { quantityProblem } from '../product/product-detail';

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
