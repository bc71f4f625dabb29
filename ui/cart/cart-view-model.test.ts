import { describe, expect, it } from 'vitest';
import { CART_UNSELECTED } from '../../core/cart/cart';
import { failure, type CartOutcome } from '../../core/cart/cart-outcome';
import { makeLine } from '../../core/cart/cart-fakes.test-support';
import { CartViewModel } from './cart-view-model';
import { lineView } from './cart-line-view';
import { cartStore, flush, pendingUseCase, RecordingToast, shippingPlace, t } from './view-model-fakes.test-support';

const refused: CartOutcome = { ok: false, code: 'refused', message: 'Sold out' };

function screen(lines = [makeLine({ id: 1, quantity: 2 }), makeLine({ id: 2 })]) {
  const cart = cartStore(lines);
  const toast = new RecordingToast();
  const changeQuantity = pendingUseCase<[number, number, string], CartOutcome>();
  const changeSelection = pendingUseCase<[readonly number[], readonly number[], string], CartOutcome>();
  const remove = pendingUseCase<[number, string], CartOutcome>();
  const vm = new CartViewModel(cart, toast, changeQuantity, changeSelection, remove);
  return { vm, cart, toast, changeQuantity, changeSelection, remove };
}

describe('CartViewModel', () => {
  it('steps from the quantity the store shows at the click, and keeps a broken rule beside its line until the next step', async () => {
    const { vm, cart, changeQuantity } = screen();
    const first = vm.views[0]!.line;
    cart.setLines(cart.lines.map((line) => (line.id === 1 ? { ...line, quantity: 4 } : line)));
    vm.step(first, 1, 'en', t);
    expect(changeQuantity.calls).toEqual([[1, 5, 'en']]);

    changeQuantity.answers[0]!.resolve(failure('maximum_exceeded'));
    await flush();
    expect(vm.problemOf(1)).toBe('product.quantity_problem.maximum_exceeded {"defaultValue":"Maximum quantity exceeds."}');
    expect(vm.problemOf(2)).toBeNull();

    vm.step(first, -1, 'en', t);
    expect(vm.problemOf(1)).toBeNull();
  });

  it("toasts the server's refusal of a step instead of showing it beside the line", async () => {
    const { vm, toast, changeQuantity } = screen();
    vm.step(vm.views[0]!.line, 1, 'en', t);
    changeQuantity.answers[0]!.resolve(refused);
    await flush();
    expect(toast.errors).toEqual(['Sold out']);
    expect(vm.problemOf(1)).toBeNull();
  });

  it('selects one line or all of them, and toasts a failure', async () => {
    const { vm, toast, changeSelection } = screen();
    vm.toggle([2], false, 'en', t);
    vm.toggleAll(true, 'fr', t);
    expect(changeSelection.calls).toEqual([[[], [2], 'en'], [[1, 2], [], 'fr']]);
    changeSelection.answers[0]!.resolve(failure('no_selection'));
    await flush();
    expect(toast.errors).toHaveLength(1);
    expect(toast.errors[0]).toContain('cart.shipping.nothing_selected');
  });

  it('asks before deleting, then deletes the line asked about and says so', async () => {
    const { vm, toast, remove } = screen();
    vm.askToRemove(vm.views[1]!);
    expect(vm.deleting?.line.id).toBe(2);
    vm.cancelRemove();
    expect(vm.deleting).toBeNull();
    await vm.remove('en', t);
    expect(remove.calls).toEqual([]);

    vm.askToRemove(vm.views[1]!);
    const done = vm.remove('en', t);
    remove.answers[0]!.resolve({ ok: true });
    await done;
    expect(remove.calls).toEqual([[2, 'en']]);
    expect(toast.shown).toEqual(['cart.page.removed']);
  });

  it('can go on once a line is selected, and knows the shipping once every selected line has a place', () => {
    const place = shippingPlace(7);
    expect(screen([makeLine({ id: 1, selected: CART_UNSELECTED })]).vm.canProceed).toBe(false);
    const { vm, cart } = screen([makeLine({ id: 1, shipping_place: place }), makeLine({ id: 2 })]);
    expect(vm.canProceed).toBe(true);
    expect(vm.shippingKnown).toBe(false);
    cart.setLines(cart.lines.map((line) => ({ ...line, shipping_place: place })));
    expect(vm.shippingKnown).toBe(true);
    expect(vm.views.map((view) => view.line.id)).toEqual([1, 2]);
    expect(vm.views[0]).toEqual(lineView(cart.lines[0]!, cart.now));
  });

  it('starts the next visit afresh: no problem, no question, and a late answer of the last visit shows nothing', async () => {
    const { vm, changeQuantity } = screen();
    vm.step(vm.views[0]!.line, -1, 'en', t);
    changeQuantity.answers[0]!.resolve(failure('minimum_one'));
    await flush();
    vm.step(vm.views[1]!.line, -1, 'en', t);
    vm.askToRemove(vm.views[0]!);
    expect(vm.problemOf(1)).not.toBeNull();

    vm.close();
    expect(vm.problemOf(1)).toBeNull();
    expect(vm.deleting).toBeNull();
    changeQuantity.answers[1]!.resolve(failure('minimum_one'));
    await flush();
    expect(vm.problems).toEqual({});
  });
});
