/*
 * A marketplace order ships in parts (issue 33): one shipment per store in it, each moved by its
 * seller, and the order's own status read from them by one rule. The same rule for the browser (what
 * a seller is offered, what a shopper reads) and the server (what it accepts and stores).
 */
import { ORDER_STATUS, type OrderStatus } from './order-status';

/**
 * A shipment's statuses share the order's numbers: 1 pending, 2 confirmed, 3 packed (the order's
 * "picked up": ready, handed over), 4 on the way (shipped with a carrier and tracking), 5 delivered.
 */
export const SHIPMENT_STATUS = {
  pending: ORDER_STATUS.pending,
  confirmed: ORDER_STATUS.confirmed,
  packed: ORDER_STATUS.pickedUp,
  shipped: ORDER_STATUS.onTheWay,
  delivered: ORDER_STATUS.delivered,
} as const;

/** What decides a shipment's next step. */
export interface ShipmentState {
  status: OrderStatus;
  cancelled: boolean;
}

/** What a seller does to their shipment. `ship` carries the carrier and the tracking number. */
export type ShipmentAction = 'confirm' | 'pack' | 'ship' | 'deliver' | 'cancel';

export const SHIPMENT_ACTIONS: readonly ShipmentAction[] = ['confirm', 'pack', 'ship', 'deliver', 'cancel'];

/** Why a seller's action is refused; the UI and the server word the code. */
export type ShipmentRefusal = 'shipment_cancelled' | 'shipment_delivered' | 'wrong_step' | 'already_left';

/** The status each forward action leads to, from the one before it. */
const NEXT: Readonly<Record<Exclude<ShipmentAction, 'cancel'>, OrderStatus>> = {
  confirm: SHIPMENT_STATUS.confirmed,
  pack: SHIPMENT_STATUS.packed,
  ship: SHIPMENT_STATUS.shipped,
  deliver: SHIPMENT_STATUS.delivered,
};

/**
 * The shipment after `action`, or why not. Forward one step at a time, never back (a seller may ship
 * a confirmed parcel without marking it packed first: packing is a step for those who want it);
 * cancelled and delivered are final; a parcel that has left (shipped) is no longer cancelled by its
 * seller.
 */
export function applyShipmentAction(state: ShipmentState, action: ShipmentAction): { ok: true; state: ShipmentState } | { ok: false; code: ShipmentRefusal } {
  if (state.cancelled) return { ok: false, code: 'shipment_cancelled' };
  if (state.status === SHIPMENT_STATUS.delivered) return { ok: false, code: 'shipment_delivered' };
  if (action === 'cancel') {
    return state.status >= SHIPMENT_STATUS.shipped ? { ok: false, code: 'already_left' } : { ok: true, state: { ...state, cancelled: true } };
  }
  const target = NEXT[action];
  const from = action === 'ship' ? [SHIPMENT_STATUS.confirmed, SHIPMENT_STATUS.packed] as number[] : [target - 1];
  if (!from.includes(state.status)) return { ok: false, code: 'wrong_step' };
  return { ok: true, state: { ...state, status: target } };
}

/** The actions a seller is offered for a shipment now: exactly those `applyShipmentAction` accepts. */
export function shipmentActions(state: ShipmentState): ShipmentAction[] {
  return SHIPMENT_ACTIONS.filter((action) => applyShipmentAction(state, action).ok);
}

/**
 * The order's status from its shipments: delivered when every live shipment is; on the way while
 * any live one is on the way or delivered; else the least advanced live one's. An order whose
 * shipments are all cancelled is cancelled (`null`); an order without shipments (placed before them)
 * keeps its own status, so the caller passes none.
 */
export function orderStatusOf(shipments: readonly ShipmentState[]): OrderStatus | null {
  const live = shipments.filter((shipment) => !shipment.cancelled);
  if (live.length === 0) return null;
  if (live.every((shipment) => shipment.status === SHIPMENT_STATUS.delivered)) return ORDER_STATUS.delivered;
  if (live.some((shipment) => shipment.status >= SHIPMENT_STATUS.shipped)) return ORDER_STATUS.onTheWay;
  return Math.min(...live.map((shipment) => shipment.status)) as OrderStatus;
}

/**
 * Where an order-level step (the shop moving the whole order on, `target`) leaves a shipment: a
 * live one behind `target` is raised to it, one at or past it stays. Afterwards `orderStatusOf`
 * reads `target` (the order's step is the shipments' step).
 */
export function raisedTo(shipment: ShipmentState, target: OrderStatus): ShipmentState {
  return shipment.cancelled || shipment.status >= target ? shipment : { ...shipment, status: target };
}

/** Limits of what a seller types when shipping. */
export const SHIPMENT_LIMITS = { carrierMax: 60, trackingMax: 60, reasonMax: 500 } as const;

/**
 * A tracking number as a seller types it: letters, digits, spaces, dashes, dots and slashes, 4 to 60
 * characters (no markup, nothing a link or a mail could carry elsewhere), or null.
 */
export function trackingNumberOf(value: string): string | null {
  const text = value.trim().replace(/\s+/g, ' ');
  return text.length >= 4 && text.length <= SHIPMENT_LIMITS.trackingMax && /^[A-Za-z0-9][A-Za-z0-9 ./-]*$/.test(text) ? text : null;
}

/**
 * A carrier's tracking page for a number: the carrier's URL pattern with `{tracking}` replaced by the
 * number (URL-encoded); null when the carrier has no pattern or the pattern is not an https address.
 */
export function trackingUrl(pattern: string | null, trackingNumber: string): string | null {
  if (!pattern || !pattern.startsWith('https://') || !pattern.includes('{tracking}')) return null;
  return pattern.replace('{tracking}', encodeURIComponent(trackingNumber));
}
