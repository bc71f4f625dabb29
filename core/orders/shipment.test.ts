import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type OrderStatus } from './order-status';
import {
  applyShipmentAction, orderStatusOf, raisedTo, SHIPMENT_ACTIONS, SHIPMENT_STATUS, shipmentActions, type ShipmentState, trackingNumberOf, trackingUrl,
} from './shipment';

const status = fc.constantFrom<OrderStatus>(1, 2, 3, 4, 5);
const shipment = fc.record({ status, cancelled: fc.boolean() });

describe('a shipment\'s steps', () => {
  it('moves forward one step at a time, ship straight from confirmed, and never from a final state', () => {
    const at = (s: OrderStatus, cancelled = false): ShipmentState => ({ status: s, cancelled });
    expect(applyShipmentAction(at(1), 'confirm')).toEqual({ ok: true, state: at(2) });
    expect(applyShipmentAction(at(2), 'pack')).toEqual({ ok: true, state: at(3) });
    expect(applyShipmentAction(at(2), 'ship')).toEqual({ ok: true, state: at(4) });
    expect(applyShipmentAction(at(3), 'ship')).toEqual({ ok: true, state: at(4) });
    expect(applyShipmentAction(at(4), 'deliver')).toEqual({ ok: true, state: at(5) });
    expect(applyShipmentAction(at(1), 'ship')).toEqual({ ok: false, code: 'wrong_step' });
    expect(applyShipmentAction(at(4), 'cancel')).toEqual({ ok: false, code: 'already_left' });
    expect(applyShipmentAction(at(5), 'cancel')).toEqual({ ok: false, code: 'shipment_delivered' });
    expect(applyShipmentAction(at(2, true), 'ship')).toEqual({ ok: false, code: 'shipment_cancelled' });
  });

  it('offers exactly the actions it accepts, and an accepted step never goes back', () => {
    fc.assert(fc.property(shipment, fc.constantFrom(...SHIPMENT_ACTIONS), (state, action) => {
      const result = applyShipmentAction(state, action);
      expect(shipmentActions(state).includes(action)).toBe(result.ok);
      if (result.ok) {
        expect(result.state.status).toBeGreaterThanOrEqual(state.status);
        expect(result.state.cancelled || result.state.status > state.status).toBe(true);
      }
    }));
  });
});

describe('an order\'s status from its shipments', () => {
  it('reads one shipment as itself, and none live as cancelled', () => {
    fc.assert(fc.property(status, (s) => { expect(orderStatusOf([{ status: s, cancelled: false }])).toBe(s); }));
    expect(orderStatusOf([{ status: 2, cancelled: true }, { status: 4, cancelled: true }])).toBeNull();
  });

  it('agrees with every live shipment: delivered when all are, on the way while any is, else the least advanced', () => {
    fc.assert(fc.property(fc.array(shipment, { minLength: 1, maxLength: 6 }), (shipments) => {
      const live = shipments.filter((s) => !s.cancelled);
      const derived = orderStatusOf(shipments);
      if (live.length === 0) {
        expect(derived).toBeNull();
        return;
      }
      const statuses = live.map((s) => s.status);
      expect(derived).not.toBeNull();
      expect(derived === ORDER_STATUS.delivered).toBe(statuses.every((s) => s === SHIPMENT_STATUS.delivered));
      expect(derived! >= ORDER_STATUS.onTheWay).toBe(statuses.some((s) => s >= SHIPMENT_STATUS.shipped));
      expect(derived!).toBeGreaterThanOrEqual(Math.min(...statuses));
      expect(derived!).toBeLessThanOrEqual(Math.max(...statuses));
      // Cancelled shipments never change what the order reads.
      expect(orderStatusOf(live)).toBe(derived);
    }));
  });

  it('reads the shop\'s order-level step as the shipments\' step once they are raised to it', () => {
    fc.assert(fc.property(fc.array(shipment, { minLength: 1, maxLength: 6 }), (shipments) => {
      const now = orderStatusOf(shipments);
      fc.pre(now !== null && now < ORDER_STATUS.delivered);
      const target = (now! + 1) as OrderStatus;
      expect(orderStatusOf(shipments.map((s) => raisedTo(s, target)))).toBe(target);
    }));
  });
});

describe('tracking', () => {
  it('takes plain tracking numbers and refuses markup', () => {
    expect(trackingNumberOf('  1Z 999 AA1 0123456784 ')).toBe('1Z 999 AA1 0123456784');
    for (const bad of ['<b>123</b>', 'abc', 'javascript:alert(1)', '12345"><', 'x'.repeat(61)]) expect(trackingNumberOf(bad)).toBeNull();
  });

  it('builds the carrier\'s link from its https pattern only', () => {
    expect(trackingUrl('https://www.ups.com/track?tracknum={tracking}', '1Z 99')).toBe('https://www.ups.com/track?tracknum=1Z%2099');
    expect(trackingUrl('http://example.com/{tracking}', '123')).toBeNull();
    expect(trackingUrl(null, '123')).toBeNull();
  });
});
