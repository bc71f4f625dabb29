import { CART_SELECTED, CART_UNSELECTED, type CartActionInput, type CartData, type CartLine, cartCount, SHIPPING_DELIVERY, type ShippingChoice } from './cart';
import { RequestError } from '../shared/request-error';
import type { CartCaller, CartCallers, CartWriters } from './cart-caller';
import { CartChanges } from './cart-changes';
import type { CartGateway } from './cart-gateway.port';
import type { CartState } from './cart-state.port';
import type { CheckoutGateway, PlaceOrderInput, VoucherValidity } from '../checkout/checkout-gateway.port';
import type { AppliedVoucher, CheckoutState } from '../checkout/checkout-state.port';
import type { PlacedOrder, PlacedOrderDetails, PlacedOrderGateway, PlacedOrderLookup, PlacedOrderState } from '../orders/placed-order.port';
import { isOnlineMethod, type PaymentMethod, type StartedPayment } from '../payments/payment-methods';
import type { CompletedPayment, PaymentGateway, PaymentNavigator } from '../payments/payment-gateway.port';
import type { PaymentStep } from '../payments/payment-methods';
import type { BankTransferForm } from '../payments/bank-transfer-form';

// In-memory stand-ins for the cart ports, shared by the cart use-case tests.

export function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  const id = overrides.id ?? 1;
  const productId = overrides.product_id ?? 10 * id;
  const inventoryId = overrides.inventory_id ?? 100 * id;
  return {
    id,
    product_id: productId,
    user_id: 1,
    inventory_id: inventoryId,
    quantity: 1,
    selected: CART_SELECTED,
    shipping_place_id: null,
    shipping_type: SHIPPING_DELIVERY,
    flash_product: {
      id: productId, slug: `p-${productId}`, title: `Product ${productId}`, badge: null, selling: 10, offered: 0, image: 'p.svg', review_count: 0, rating: 0,
      price: null, end_time: null, bundle_deal: null, tax_rules: null, shipping_rule_id: null,
    },
    updated_inventory: { id: inventoryId, quantity: 50, price: 0, sku: `SKU-${inventoryId}`, inventory_attributes: [] },
    product_images: [],
    shipping_place: null,
    ...overrides,
  };
}

/** The demo seed's bank-transfer config (backend/seed/seed-payments.ts). */
export const DEMO_BANK = {
  bank_name: 'Demo Commerce Bank',
  account_holder: 'Demo Storefront Ltd.',
  account_number: '0123 4567 8901',
  branch: 'Main Street Branch',
  swift: 'DEMOUS33',
  instructions: 'Use your order code as the transfer reference. The order ships once the payment arrives.',
};

const clone = <T>(value: T): T => structuredClone(value);
const refused = (message: string) => new RequestError(201, message, [message]);

/** A cart server in memory: the same rules as api/v1 (quantity >= 1, stock, owner's lines only), one answer per tick. */
export class MemoryCartServer implements CartGateway {
  lines: CartLine[];
  nextId: number;
  /** Calls in the order the server received them. */
  readonly received: string[] = [];
  /** Requests being handled at once, and the most ever seen. */
  inFlight = 0;
  maxInFlight = 0;
  /** Refuses the n-th call (1-based) of any kind when it answers true. */
  refuse: (callNumber: number, kind: string) => boolean = () => false;
  private calls = 0;

  constructor(lines: CartLine[] = []) {
    this.lines = clone(lines);
    this.nextId = Math.max(0, ...lines.map((l) => l.id)) + 1;
  }

  get count(): number {
    return cartCount(this.lines);
  }

  private async call<T>(kind: string, work: () => T): Promise<T> {
    const callNumber = ++this.calls;
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      // Answer on a later tick, as a network would, so queued clicks really overlap.
      await new Promise((resolve) => setTimeout(resolve, 0));
      this.received.push(kind);
      if (this.refuse(callNumber, kind)) throw refused(`Refused ${kind}`);
      return work();
    } finally {
      this.inFlight--;
    }
  }

  load(_caller: CartCaller, _addressId?: number | null): Promise<CartData> {
    return this.call('load', () => ({ cart: clone(this.lines), count: this.count }));
  }

  add(_caller: CartCaller, input: CartActionInput): Promise<CartLine | null> {
    return this.call('add', () => {
      const line = this.lines.find((l) => l.product_id === input.product_id && l.inventory_id === input.inventory_id);
      const quantity = (line?.quantity ?? 0) + input.quantity;
      if (quantity < 1) throw refused('Must have minimum 1 item.');
      if (line && quantity > line.updated_inventory.quantity) throw refused('Product quantity exceeds inventory.');
      if (line) {
        line.quantity = quantity;
        return clone(line);
      }
      const created = makeLine({ id: this.nextId++, product_id: input.product_id, inventory_id: input.inventory_id, quantity });
      this.lines.push(created);
      return clone(created);
    });
  }

  buyNow(_caller: CartCaller, input: CartActionInput): Promise<CartLine | null> {
    return this.call('buyNow', () => {
      let line = this.lines.find((l) => l.product_id === input.product_id && l.inventory_id === input.inventory_id);
      if (!line) {
        line = makeLine({ id: this.nextId++, product_id: input.product_id, inventory_id: input.inventory_id });
        this.lines.push(line);
      }
      line.quantity = input.quantity;
      for (const l of this.lines) l.selected = l === line ? CART_SELECTED : CART_UNSELECTED;
      return clone(line);
    });
  }

  remove(_caller: CartCaller, lineId: number): Promise<void> {
    return this.call('remove', () => {
      if (!this.lines.some((l) => l.id === lineId)) throw new RequestError(403, 'Unauthorized');
      this.lines = this.lines.filter((l) => l.id !== lineId);
    });
  }

  changeSelection(_caller: CartCaller, checked: readonly number[], unchecked: readonly number[], isBundle: boolean): Promise<void> {
    return this.call(`change:${isBundle}`, () => {
      for (const l of this.lines) {
        if (checked.includes(l.id)) l.selected = CART_SELECTED;
        if (unchecked.includes(l.id)) l.selected = CART_UNSELECTED;
      }
    });
  }

  updateShipping(_caller: CartCaller, choices: Readonly<Record<number, ShippingChoice>>, addressId: number): Promise<CartData> {
    return this.call(`shipping:${addressId}`, () => {
      for (const l of this.lines) {
        const choice = choices[l.id];
        if (choice) Object.assign(l, { shipping_place_id: choice.shipping_place, shipping_type: choice.shipping_type });
      }
      return { cart: clone(this.lines), count: this.count };
    });
  }
}

/** Orders in memory: an idempotency key answers its first order again. */
export class MemoryCheckoutGateway implements CheckoutGateway, PlacedOrderGateway {
  readonly placed: { input: PlaceOrderInput; key: string }[] = [];
  readonly byKey = new Map<string, PlacedOrder>();
  /** What the next placeOrder throws instead of answering (once). */
  failNext: Error | null = null;
  methods: PaymentMethod[] = [{ method: 2, config: {} }, { method: 7, config: { ...DEMO_BANK } }];
  calls = 0;
  /** The server's refusal of an online order (its provider unreachable): nothing is stored. */
  refuseOnline: string | null = null;
  /** Payments opened by order id, newest last (order/action and order/transaction). */
  readonly payments = new Map<number, StartedPayment[]>();
  /** Stored orders by id (placeOrder stores each), and who may read them: the caller's token or user_token. */
  readonly stored = new Map<number, { details: PlacedOrderDetails; owner: string }>();
  readonly lookups: number[] = [];

  constructor(private readonly cart: MemoryCartServer) {}

  async voucherValidity(_caller: CartCaller, code: string, baseCents: number): Promise<VoucherValidity> {
    if (code !== 'SAVE5') throw refused('Invalid voucher');
    return { code, discountCents: Math.min(500, baseCents) };
  }

  async paymentMethods(): Promise<PaymentMethod[]> {
    return this.methods;
  }

  /** order/transaction as the server answers it: the owner's unpaid, open bank-transfer order only; the report replaces any earlier one. */
  async reportTransfer(caller: CartCaller, id: number, form: BankTransferForm): Promise<string> {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stored = this.stored.get(id);
    if (!stored || stored.owner !== (caller.token ?? caller.userToken)) throw new RequestError(404, 'Order not found.');
    const { details } = stored;
    if (details.method !== 7 || details.paid || details.closed || details.transfer?.verified_at) throw refused('This order takes no transfer report now.');
    details.transfer = { ...form, verified_at: null, created_at: '2026-03-02T10:00:00.000Z' };
    return 'Payment data submitted successfully';
  }

  async order(caller: CartCaller, id: number): Promise<PlacedOrderDetails> {
    this.lookups.push(id);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stored = this.stored.get(id);
    if (!stored) throw new RequestError(404, 'Order not found.');
    if (stored.owner !== (caller.token ?? caller.userToken)) throw new RequestError(403, 'Unauthorized');
    return clone(stored.details);
  }

  async placeOrder(caller: CartCaller, input: PlaceOrderInput, key: string): Promise<PlacedOrder> {
    this.calls++;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const first = this.byKey.get(key);
    if (first) return first;
    const selected = this.cart.lines.filter((l) => l.selected === CART_SELECTED);
    if (selected.length === 0) throw refused("You don't have any product selected. Please a select a product first.");
    if (isOnlineMethod(input.order_method) && this.refuseOnline) throw refused(this.refuseOnline);
    this.cart.lines = this.cart.lines.filter((l) => l.selected !== CART_SELECTED);
    const order = { name: 'Ada', email: 'ada@example.com', currency: 'USD', amount: 10, id: this.placed.length + 1, order: `TRK${this.placed.length + 1}` };
    this.placed.push({ input, key });
    this.byKey.set(key, order);
    const totals = { subtotal: 1000, bundleOffer: 0, shipping: 0, tax: 0, voucher: 0, total: 1000 };
    const details = { id: order.id, code: order.order, method: input.order_method, currency: 'USD', email: order.email, paid: false, closed: false, refunded: false, transId: null, transfer: null, totals, quantity: 1, confirmBy: null };
    this.stored.set(order.id, { details, owner: (caller.token ?? caller.userToken) ?? '' });
    const failure = this.failNext;
    this.failNext = null;
    // A lost answer: the order exists, the shopper does not know it.
    if (failure) throw failure;
    return isOnlineMethod(input.order_method) ? { ...order, payment: this.open(order.id, input.order_method) } : order;
  }

  /** A new payment for the order on its provider's page (a redirect; PayPal's a posted form, as a provider may ask). */
  open(orderId: number, method: number): StartedPayment {
    const provider = ({ 1: 'razorpay', 3: 'stripe', 4: 'paypal', 5: 'paystack', 6: 'flutterwave' } as Record<number, string>)[method]!;
    const attempt = (this.payments.get(orderId)?.length ?? 0) + 1;
    const step: PaymentStep = method === 4
      ? { kind: 'post', url: 'https://pay.example/paypal', fields: { order: String(orderId), attempt: String(attempt) } }
      : { kind: 'redirect', url: `https://pay.example/${provider}/${orderId}/${attempt}` };
    const payment = { method, provider, step };
    this.payments.set(orderId, [...(this.payments.get(orderId) ?? []), payment]);
    return payment;
  }
}

/**
 * order/payment-done and order/transaction over MemoryCheckoutGateway's orders, as the server answers
 * them: the owner's order only (404 otherwise); `paid=1` in the params pays (once, `trans_id`
 * `pay_{id}`), `forged=1` is unverifiable (400), anything else is "The payment was not completed."
 */
export class MemoryPaymentGateway implements PaymentGateway {
  readonly done: { orderId: number; params: Record<string, string> }[] = [];
  readonly changes: { orderId: number; method: number }[] = [];
  /** No answer at all on the next payment-done (the API unreachable), once. */
  downNext = false;

  constructor(private readonly orders: MemoryCheckoutGateway) {}

  private own(caller: CartCaller, orderId: number) {
    const stored = this.orders.stored.get(orderId);
    if (!stored || stored.owner !== (caller.token ?? caller.userToken)) throw new RequestError(404, 'Order not found.', ['Order not found.']);
    return stored.details;
  }

  async paymentDone(caller: CartCaller, orderId: number, params: Readonly<Record<string, string>>): Promise<CompletedPayment> {
    this.done.push({ orderId, params: { ...params } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (this.downNext) {
      this.downNext = false;
      throw new RequestError(0, 'API is down.');
    }
    const order = this.own(caller, orderId);
    if (params.forged === '1') throw new RequestError(400, 'This payment could not be verified.', ['This payment could not be verified.']);
    if (params.paid !== '1' && !order.paid) throw refused('The payment was not completed.');
    order.paid = true;
    order.transId = `pay_${orderId}`;
    return { orderId, transId: order.transId };
  }

  async changeMethod(caller: CartCaller, orderId: number, method: number): Promise<StartedPayment | null> {
    this.changes.push({ orderId, method });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const order = this.own(caller, orderId);
    if (order.paid || order.closed) throw refused('This order takes no payment now.');
    if (!this.orders.methods.some((m) => m.method === method)) throw refused('This payment method is not available.');
    order.method = method;
    return isOnlineMethod(method) ? this.orders.open(orderId, method) : null;
  }
}

/** Where the browser was sent to pay, instead of leaving the page. */
export class RecordingNavigator implements PaymentNavigator {
  readonly followed: PaymentStep[] = [];
  follow(step: PaymentStep): void {
    this.followed.push(step);
  }
}

/** The cart's, the checkout's and the placed order's states in one object (each use case takes its own). */
export class MemoryCartState implements CartState, CheckoutState, PlacedOrderState {
  lines: CartLine[] = [];
  linesLoaded = false;
  count = 0;
  voucher: AppliedVoucher | null = null;
  addressId: number | null = null;
  deliveryInstruction = '';
  paymentMethods: PaymentMethod[] | null = null;
  paymentMethod: number | null = null;
  lastOrder: PlacedOrder | null = null;
  placedOrder: PlacedOrderLookup | null = null;
  setCart(lines: CartLine[]) { this.lines = lines; this.linesLoaded = true; }
  setLines(lines: CartLine[]) { this.lines = lines; }
  setCount(count: number) { this.count = count; }
  setVoucher(voucher: AppliedVoucher | null) { this.voucher = voucher; }
  setAddressId(addressId: number | null) { this.addressId = addressId; }
  setDeliveryInstruction(text: string) { this.deliveryInstruction = text; }
  setPaymentMethods(methods: PaymentMethod[]) { this.paymentMethods = methods; }
  setPaymentMethod(method: number | null) { this.paymentMethod = method; }
  setLastOrder(order: PlacedOrder | null) { this.lastOrder = order; }
  setPlacedOrder(lookup: PlacedOrderLookup | null) { this.placedOrder = lookup; }
}

/** A signed-in caller (the callers' own rules are tested in cart-caller.test.ts). */
export const signedIn: Pick<CartCallers, 'read'> & CartWriters = {
  read: (language) => ({ token: 'tok', userToken: null, language }),
  write: (language) => ({ token: 'tok', userToken: null, language }),
  writing: (language, write) => write({ token: 'tok', userToken: null, language }),
  written: (_caller, write) => write,
};

/** A server with these lines, a state that loaded them, and the cart's queue over that state. */
export function cartKit(lines: CartLine[] = [], loaded = true) {
  const server = new MemoryCartServer(lines);
  const orders = new MemoryCheckoutGateway(server);
  const state = new MemoryCartState();
  if (loaded) {
    state.setCart(clone(lines));
    state.setCount(cartCount(lines));
  }
  const changes = new CartChanges(state);
  return { server, orders, state, changes, callers: signedIn };
}
