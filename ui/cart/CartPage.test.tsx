// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_SELECTED, CART_UNSELECTED } from '../../core/cart/cart';
import { renderWithApp } from '../test-support/render-harness';
import { cartServices, LocationProbe, makeLine } from './cart-test-kit';
import CartPage from './CartPage';

afterEach(cleanup);

const shirt = () => makeLine({
  id: 1,
  quantity: 2,
  flash_product: { ...makeLine().flash_product, id: 10, slug: 'shirt', title: 'Linen shirt', selling: 25, tax_rules: { type: 2, price: 10 } },
  updated_inventory: {
    id: 100, quantity: 5, price: 0, sku: 'S-1',
    inventory_attributes: [{ attribute_value_id: 3, attribute_value: { id: 3, title: 'Blue', attribute: { id: 1, title: 'Colour' } } }],
  },
});
const mug = () => makeLine({ id: 2, quantity: 1, flash_product: { ...makeLine().flash_product, id: 20, slug: 'mug', title: 'Stone mug', selling: 8.5 } });

async function renderCart(lines = [shirt(), mug()], language = 'en') {
  const kit = cartServices(lines);
  const view = await renderWithApp(<><CartPage /><LocationProbe /></>, { language, route: '/cart', services: kit.services });
  return { ...kit, view };
}

const row = (title: string) => screen.getAllByTestId('cart-line').find((li) => li.textContent?.includes(title))!;
const quantityOf = (title: string) => within(row(title)).getByTestId('line-quantity').textContent;
const total = (name: string) => screen.getByTestId(`summary-${name}`).textContent;
/** Waits until every queued cart change has reached the memory server and its answer is folded in. */
const allSent = (kit: { changes: { pending: number } }) => waitFor(() => expect(kit.changes.pending).toBe(0));

describe('CartPage', () => {
  it('shows each line with its link, options, unit price and subtotal, and the priced totals', async () => {
    await renderCart();
    expect(screen.getByRole('link', { name: 'Linen shirt' }).getAttribute('href')).toBe('/shirt/product/10');
    expect(within(row('Linen shirt')).getByText('Colour: Blue')).toBeTruthy();
    expect(within(row('Linen shirt')).getByTestId('line-subtotal').textContent).toBe('Subtotal: $50');
    expect(within(row('Stone mug')).getByTestId('line-subtotal').textContent).toBe('Subtotal: $8.50');
    // Subtotal 58.50, tax 10 % of the shirt (5.00), no shipping place yet.
    expect(total('subtotal')).toBe('$58.50');
    expect(total('tax')).toBe('$5');
    expect(total('shipping')).toBe('Calculated at the next step');
    expect(total('total')).toBe('$63.50');
  });

  it('selects and unselects a line, and every line with select all, keeping the totals and the server in step', async () => {
    const kit = await renderCart();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Stone mug' }));
    expect(total('subtotal')).toBe('$50');
    await allSent(kit);
    expect(kit.server.lines.find((l) => l.id === 2)!.selected).toBe(CART_UNSELECTED);

    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.checked).toBe(false);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(total('subtotal')).toBe('$58.50');
    fireEvent.click(all);
    await allSent(kit);
    expect(kit.server.lines.map((l) => l.selected)).toEqual([CART_UNSELECTED, CART_UNSELECTED]);
    expect((screen.getByRole('button', { name: 'Proceed to checkout' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Select at least one product to proceed.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Linen shirt' }));
    await allSent(kit);
    expect(kit.server.lines.map((l) => l.selected)).toEqual([CART_SELECTED, CART_UNSELECTED]);
    fireEvent.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(screen.getByTestId('location').textContent).toBe('/shipping');
  });

  it('refetches a bundle cart after a selection change', async () => {
    const bundled = makeLine({ id: 3, flash_product: { ...makeLine().flash_product, title: 'Socks', bundle_deal: { id: 1, buy: 2, free: 1, title: '' } } });
    const kit = await renderCart([bundled, mug()]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Stone mug' }));
    await allSent(kit);
    expect(kit.server.received).toEqual(['change:true', 'load']);
  });

  it('says "Must have minimum 1 item." below one and "Maximum quantity exceeds." above the stock', async () => {
    const kit = await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Stone mug' }));
    expect((await within(row('Stone mug')).findByRole('alert')).textContent).toBe('Must have minimum 1 item.');
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Linen shirt' }));
    expect(quantityOf('Linen shirt')).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Linen shirt' }));
    expect((await within(row('Linen shirt')).findByRole('alert')).textContent).toBe('Maximum quantity exceeds.');
    await allSent(kit);
    expect(kit.server.lines.find((l) => l.id === 1)!.quantity).toBe(5);
    expect(kit.server.lines.find((l) => l.id === 2)!.quantity).toBe(1);
  });

  it('never loses a quick click: each one shows at once and reaches the server, in order', async () => {
    const kit = await renderCart([mug()]);
    const plus = screen.getByRole('button', { name: 'Increase quantity of Stone mug' });
    for (let i = 0; i < 6; i++) fireEvent.click(plus);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Stone mug' }));
    expect(quantityOf('Stone mug')).toBe('6');
    expect(total('subtotal')).toBe('$51');
    await allSent(kit);
    expect(kit.server.lines[0]!.quantity).toBe(6);
    expect(kit.server.maxInFlight).toBe(1);
    expect(kit.cart.count).toBe(6);
    expect(quantityOf('Stone mug')).toBe('6');
  });

  it('rolls a refused step back and shows the server message as an error toast', async () => {
    const kit = await renderCart([mug()]);
    kit.server.refuse = (_n, kind) => kind === 'add';
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Stone mug' }));
    expect(quantityOf('Stone mug')).toBe('2');
    await waitFor(() => expect(kit.toast.message).toBe('Refused add'));
    expect(quantityOf('Stone mug')).toBe('1');
    expect(kit.toast.isError).toBe(true);
  });

  it('asks "Do you really want to delete?" before deleting a line', async () => {
    const kit = await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Stone mug' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Do you really want to delete?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Stone mug' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(1));
    await allSent(kit);
    expect(kit.server.lines.map((l) => l.id)).toEqual([1]);
    expect(kit.cart.count).toBe(2);
    expect(total('subtotal')).toBe('$50');
  });

  it('opens again without the last visit\'s problems', async () => {
    const kit = await renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Stone mug' }));
    expect((await within(row('Stone mug')).findByRole('alert')).textContent).toBe('Must have minimum 1 item.');
    kit.view.unmount();
    await renderWithApp(<CartPage />, { route: '/cart', services: kit.services });
    expect(within(row('Stone mug')).queryByRole('alert')).toBeNull();
  });

  it('shows the empty cart with a way back to shopping', async () => {
    await renderCart([]);
    expect(screen.getByTestId('cart-empty').textContent).toContain('Your cart is empty.');
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('speaks Arabic, totals included', async () => {
    await renderCart([mug()], 'ar');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('سلة التسوق');
    expect(screen.getByRole('checkbox', { name: 'تحديد الكل' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeTruthy();
  });
});
