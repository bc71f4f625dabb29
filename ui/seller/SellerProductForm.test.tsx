// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Publication } from '../../core/seller/seller-product';
import { RequestError } from '../../core/shared/request-error';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, makeProduct, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

async function form(id: number | null, gateway = new MemorySellerGateway(), language = 'en') {
  const prefix = language === 'en' ? '' : `/${language}`;
  await renderWithApp(
    <><SellerPage /><Routes><Route path="*" element={<Where />} /></Routes></>,
    { language, route: `${prefix}/seller/products/${id ?? 'new'}`, services: sellerServices(gateway, sellerSession('seller')) },
  );
  for (let i = 0; i < 3; i++) await act(async () => {});
  return gateway;
}

const click = (name: string | RegExp) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });
const type = (label: string | RegExp, value: string, index = 0) => fireEvent.change(screen.getAllByLabelText(label)[index]!, { target: { value } });

describe('the product form', { timeout: 30_000 }, () => {
  it('makes a variant for each combination of two attributes’ values, and saves them with the product', async () => {
    const gateway = await form(null);
    for (const value of ['Red', 'Blue', 'S', 'M']) fireEvent.click(screen.getByRole('checkbox', { name: value }));
    await click('Make the variants');
    const variants = screen.getAllByRole('listitem').filter((item) => item.querySelector('input[name^="sku-"]'));
    expect(variants.map((item) => item.querySelector('p')!.textContent)).toEqual(['Red / S', 'Red / M', 'Blue / S', 'Blue / M']);

    type(/^Title/, 'Brass lamp');
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Shipping rule/), { target: { value: '7' } });
    type(/^Price/, '25.00');
    ['RS', 'RM', 'BS', 'BM'].forEach((sku, i) => {
      type('SKU', `LAMP-${sku}`, i);
      type('Price', '25', i);
      type('Stock', String(i + 1), i);
    });
    await click('Save draft');
    const saved = gateway.saved.at(-1)!;
    expect(saved.id).toBeNull();
    expect(saved.input.variants.map((v) => [v.sku, v.price, v.stock, v.values])).toEqual([
      ['LAMP-RS', '25', '1', [101, 201]], ['LAMP-RM', '25', '2', [101, 202]], ['LAMP-BS', '25', '3', [102, 201]], ['LAMP-BM', '25', '4', [102, 202]],
    ]);
    // Saved, the new product has its own address.
    await act(async () => {});
    expect(screen.getByTestId('where').textContent).toBe('/seller/products/77');
  });

  it('keeps a combination’s SKU, price and stock when the variants are made again', async () => {
    await form(null);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Red' }));
    await click('Make the variants');
    type('SKU', 'RED-1');
    type('Stock', '9');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Blue' }));
    await click('Make the variants');
    expect(screen.getAllByLabelText('SKU').map((input) => (input as HTMLInputElement).value)).toEqual(['RED-1', '']);
    expect(screen.getAllByLabelText('Stock').map((input) => (input as HTMLInputElement).value)).toEqual(['9', '0']);
  });

  it('shows core’s problems beside their fields in Arabic, right to left, with a summary, before asking the server', async () => {
    const gateway = await form(null, new MemorySellerGateway(), 'ar');
    expect(document.querySelector('[dir="rtl"]')).toBeTruthy();
    type(/السعر/, '9.999');
    await click(/حفظ المسودة/);
    expect(gateway.saved).toEqual([]);
    const title = document.getElementById('seller-title-en') as HTMLInputElement;
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(message.textContent).toBe('اكتب عنوان المنتج باللغة English: إنها اللغة الرئيسية للمتجر.');
    expect(title.getAttribute('dir')).toBe('auto');
    const price = document.getElementById('seller-price')!;
    expect(document.getElementById(price.getAttribute('aria-describedby')!)!.textContent).toBe('اكتب السعر مبلغًا أكبر من الصفر، مثل 12.50.');
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#seller-title-en', '#seller-categoryId', '#seller-shippingRuleId', '#seller-price', '#seller-variants-0-sku']);
    // Nothing typed is lost.
    expect((price as HTMLInputElement).value).toBe('9.999');
  });

  it('shows the server’s refusal of a field beside it, and the stale version’s words with a way to reload', async () => {
    const gateway = new MemorySellerGateway();
    const taken = 'رمز SKU هذا مستخدم لمنتج آخر في متجرك.';
    gateway.refuseNextSave = new RequestError(201, taken, [taken], { 'variants.0.sku': taken });
    await form(5, gateway, 'ar');
    await click(/حفظ المسودة/);
    const sku = document.getElementById('seller-variants-0-sku')!;
    expect(sku.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(sku.getAttribute('aria-describedby')!)!.textContent).toBe(taken);
    // Named once in the summary, with its field, though the server repeats it in `form`.
    expect(screen.getByRole('alert').querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('alert').textContent).toContain(taken);
    expect((document.getElementById('seller-title-en') as HTMLInputElement).value).toBe('Brass lamp');

    const stale = 'غيّر شخص آخر هذا المنتج في الأثناء: أعد تحميل الصفحة.';
    gateway.refuseNextSave = new RequestError(201, stale, [stale]);
    await click(/حفظ المسودة/);
    expect(screen.getByRole('alert').textContent).toContain(stale);
    expect(screen.getByRole('button', { name: /تحميل المنتج المحفوظ/ })).toBeTruthy();
  });

  it.each<[Publication, boolean, boolean, string[]]>([
    ['draft', false, false, ['Save draft', 'Publish']],
    ['draft', true, false, ['Save draft', 'Submit for review']],
    ['review', true, false, ['Save changes', 'Hide']],
    ['published', true, true, ['Save changes', 'Hide']],
    ['returned', true, false, ['Save changes', 'Submit for review']],
    ['hidden', true, true, ['Save changes', 'Publish']],
    ['hidden', true, false, ['Save changes', 'Submit for review']],
  ])('offers the publication buttons of a %s product (review %s, approved before %s)', async (publication, reviewRequired, approvedBefore, buttons) => {
    const gateway = new MemorySellerGateway();
    gateway.options_ = { ...gateway.options_, reviewRequired };
    gateway.products_.set(5, makeProduct(5, { publication, approvedBefore, reviewReason: publication === 'returned' ? 'The photos are blurred.' : null }));
    await form(5, gateway);
    const actions = screen.getByRole('button', { name: buttons[0]! }).parentElement!;
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(buttons);
    if (publication === 'returned') expect(screen.getByText('The photos are blurred.')).toBeTruthy();
  });

  it('publishes a draft and shows its new state', async () => {
    const gateway = await form(5);
    await click('Publish');
    expect(gateway.actions).toEqual([{ id: 5, version: 2, action: 'submit' }]);
    expect(screen.getByRole('status').textContent).toBe('The product is published.');
    expect(screen.getByRole('button', { name: 'Hide' })).toBeTruthy();
  });

  it('uploads photos, reorders them with the first as main, and removes one', async () => {
    const gateway = await form(5);
    const files = ['a.jpg', 'b.jpg'].map((name) => new File(['x'], name, { type: 'image/jpeg' }));
    await act(async () => { fireEvent.change(screen.getByLabelText('Add photos'), { target: { files } }); });
    expect(gateway.uploads).toHaveLength(1);
    const [first, second] = gateway.uploads[0]!.names;
    const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(order()).toEqual([`/uploads/thumb/${first}`, `/uploads/thumb/${second}`]);
    // Each button says what it does and is described by its photo ("Photo 2").
    const photoButton = (name: string, photo: string) => screen.getAllByRole('button', { name }).find((button) => button.getAttribute('aria-describedby') === screen.getByAltText(photo).id)!;
    await act(async () => { fireEvent.click(photoButton('Move earlier', 'Photo 2')); });
    expect(order()).toEqual([`/uploads/thumb/${second}`, `/uploads/thumb/${first}`]);
    await act(async () => { fireEvent.click(photoButton('Remove', 'Photo 1')); });
    expect(order()).toEqual([`/uploads/thumb/${first}`]);
    expect(screen.getByText('Main photo')).toBeTruthy();
  });

  it('gives a photo to the variants of one colour, and saves what the form shows', async () => {
    const gateway = new MemorySellerGateway();
    const photo = `products/${'c'.repeat(64)}.jpg`;
    gateway.products_.set(5, makeProduct(5, {}, {
      variants: [{ id: 9, sku: 'LAMP-R', price: '20.00', stock: '4', values: [101] }, { id: 10, sku: 'LAMP-B', price: '22.00', stock: '1', values: [102] }],
      photos: [`products/${'a'.repeat(64)}.jpg`, photo],
    }));
    await form(5, gateway);
    const shows = screen.getAllByRole('combobox', { name: /^Shows/ });
    expect(shows).toHaveLength(2);
    expect(within(shows[1]!).getAllByRole('option').map((o) => o.textContent)).toEqual(['The whole product', 'Colour: Red', 'Colour: Blue']);
    fireEvent.change(shows[1]!, { target: { value: '102' } });
    await click('Save draft');
    expect(gateway.saved.at(-1)!.input.photoValues).toEqual({ [photo]: 102 });
  });
});
