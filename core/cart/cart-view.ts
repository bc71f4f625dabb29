/**
 * Pure steps on the cart as the shopper sees it (lines and count). The queue of cart changes
 * replays them over the server-confirmed cart, so a refused change disappears on its own and the
 * changes queued after it still show.
 */
import { CART_SELECTED, CART_UNSELECTED, type CartActionInput, type CartLine, cartCount, isSelected } from './cart';

export interface CartView {
  lines: readonly CartLine[];
  /** Whether `lines` are the server's cart; before the first load only `count` is tracked. */
  linesLoaded: boolean;
  count: number;
}

const byId = (a: CartLine, b: CartLine) => a.id - b.id;

/** The line of this product variant, if the cart has one. */
export function lineOf(lines: readonly CartLine[], item: Pick<CartActionInput, 'product_id' | 'inventory_id'>): CartLine | undefined {
  return lines.find((line) => line.product_id === item.product_id && line.inventory_id === item.inventory_id);
}

/**
 * `quantity` more (or fewer) units of a variant: its line changes when the cart has it; the count
 * always does (it rises by the added quantity). A variant not in the lines yet shows once the
 * server answered with its line (`saved`).
 */
export function addQuantity(view: CartView, item: CartActionInput, saved: CartLine | null = null): CartView {
  const line = lineOf(view.lines, item);
  let lines = view.lines;
  if (line) lines = view.lines.map((l) => (l === line ? { ...l, quantity: l.quantity + item.quantity } : l));
  else if (saved && view.linesLoaded && saved.quantity > 0) lines = [...view.lines, saved].sort(byId);
  return { ...view, lines, count: view.count + item.quantity };
}

/** Without the line; the count falls by its quantity. A line already gone changes nothing. */
export function removeLine(view: CartView, lineId: number): CartView {
  const line = view.lines.find((l) => l.id === lineId);
  if (!line) return view;
  return { ...view, lines: view.lines.filter((l) => l !== line), count: view.count - line.quantity };
}

/** Selection flags set: `checked` ids selected, `unchecked` ids not. */
export function selectLines(view: CartView, checked: readonly number[], unchecked: readonly number[]): CartView {
  const on = new Set(checked);
  const off = new Set(unchecked);
  const lines = view.lines.map((line) => {
    const selected = on.has(line.id) ? CART_SELECTED : off.has(line.id) ? CART_UNSELECTED : line.selected;
    return selected === line.selected ? line : { ...line, selected };
  });
  return { ...view, lines };
}

/** The server's cart: the count is recomputed as the sum of quantities. */
export function loadedView(lines: readonly CartLine[]): CartView {
  return { lines: [...lines], linesLoaded: true, count: cartCount(lines) };
}

/** After an order: the selected lines are gone and the count falls by their quantity. */
export function withoutSelected(view: CartView): CartView {
  const ordered = view.lines.filter(isSelected);
  return { ...view, lines: view.lines.filter((line) => !isSelected(line)), count: view.count - cartCount(ordered) };
}
