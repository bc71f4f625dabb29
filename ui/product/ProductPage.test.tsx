// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../test-support/render-harness';
import { MetaStore } from '../app/meta-store';
import ProductPage from './ProductPage';
import { productMeta } from './product-meta';
import { makeProduct, makeReviews, MemoryProductBackend, productServices } from './product-test-kit';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <span data-testid="where">{location.pathname + location.search}</span>;
}

async function open(options: Parameters<typeof productServices>[0] & { language?: string; path?: string } = {}) {
  const kit = productServices(options);
  const language = options.language ?? 'en';
  const path = options.path ?? '/shirt/product/7';
  const route = language === 'en' ? path : `/${language}${path}`;
  const view = await renderWithApp(<><ProductPage /><Where /></>, { route, language, services: kit.services });
  return { ...kit, view };
}

const price = () => screen.getByTestId('product-price');
const stock = () => screen.getByTestId('product-stock').textContent;
const choose = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}$`) }));
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

describe('ProductPage', () => {
  it('never shows the last product under another product\'s address (the moment before its load starts)', async () => {
    await open({ path: '/lamp/product/8' });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('Linen shirt')).toBeNull();
    cleanup();
    await open({ path: '/shirt/product/7' });
    expect(screen.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeTruthy();
  });

  it('shows title, brand, breadcrumb, and before a choice the cheapest in-stock variant "from", its own price struck and the offer\'s discount', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Linen shirt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Acme' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Shirts' }).getAttribute('href')).toBe('/all/clothing/shirts');
    // Red S (25) at the offer's 20/30: 16.67, the lowest any variant in stock is charged.
    expect(price().textContent).toContain('from \u2068$16.67\u2069');
    expect(price().querySelector('del')?.textContent).toContain('$25');
    expect(price().textContent).toContain('-33%');
    expect(screen.getByTestId('bundle-deal').textContent).toContain('Buy 3, get 1 free');
    expect(stock()).toBe('Choose the options to see the stock');
  });

  it('changes price and stock with the chosen variant', async () => {
    await open();
    choose('Red');
    choose('S');
    // The offer applies to the variant's own price too (decision 0001), struck against it.
    expect(price().textContent).toContain('$16.67');
    expect(price().textContent).not.toContain('from');
    expect(price().querySelector('del')?.textContent).toContain('$25');
    expect(stock()).toContain('Stock: 3');
    choose('Blue');
    // Blue S has no price of its own: the offer applies again, struck against selling.
    expect(price().textContent).toContain('$20');
    expect(stock()).toContain('Stock: 8');
    choose('M');
    expect(price().textContent).toContain('$20');
    expect(price().querySelector('del')?.textContent).toContain('$30');
    expect(stock()).toContain('Stock: 1');
  });

  it('lists every variant with its price and stock, and choosing a row chooses its values', async () => {
    await open();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toEqual([['Red / S', '$16.67', '3'], ['Red / M', '$18', 'Out of stock'], ['Blue / S', '$20', '8'], ['Blue / M', '$20', '1']]);
    const stage = () => screen.getByRole('img', { name: 'Linen shirt' }).getAttribute('src');
    expect(stage()).toMatch(/\/shirt\.jpg$/);
    fireEvent.click(within(table).getByRole('button', { name: 'Blue / M' }));
    expect(screen.getByRole('button', { name: /^Blue$/ }).getAttribute('aria-pressed')).toBe('true');
    expect(price().textContent).toContain('$20');
    // The blue variants' own photo, as the seller tied it to Blue.
    expect(stage()).toMatch(/\/shirt-blue\.jpg$/);
  });

  it('says which quantity rule is broken: minimum, maximum, attributes, inventory', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(alertText()).toBe('Please select all required attributes.');
    choose('Blue');
    choose('M');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(alertText()).toBe('Must have minimum 1 item.');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(alertText()).toBe('Maximum quantity exceeds.');
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).value).toBe('1');
    choose('S');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '9' } });
    expect(alertText()).toBe('Product quantity exceeds inventory.');
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '2' } });
    expect(alertText()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(alertText()).toBeNull();
  });

  it('refuses an out-of-stock variant', async () => {
    await open();
    choose('Red');
    choose('M');
    expect(stock()).toBe('Out of stock');
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(alertText()).toBe('This product is out of stock.');
  });

  it('shows the quantity messages in Arabic', async () => {
    await open({ language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect(alertText()).toBe('يرجى اختيار جميع الخصائص المطلوبة.');
  });

  it.each(['Add to wishlist', 'Add to compare', 'Follow'])('sends a guest from "%s" to sign in, coming back here afterwards', async (button) => {
    const kit = await open();
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(screen.getByTestId('where').textContent).toBe('/login?redirect=%2Fshirt%2Fproduct%2F7');
    expect(kit.backend.wishlisted).toBe(false);
    expect(kit.toast.visible).toBe(false);
  });

  it('sends an Arabic guest to the Arabic sign-in page', async () => {
    await open({ language: 'ar' });
    fireEvent.click(screen.getByRole('button', { name: 'أضف إلى قائمة الأمنيات' }));
    expect(screen.getByTestId('where').textContent).toBe('/ar/login?redirect=%2Far%2Fshirt%2Fproduct%2F7');
  });

  it('toggles the wishlist for a signed-in shopper', async () => {
    const kit = await open({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true'));
    expect(kit.toast.message).toBe('Added to your wishlist');
    expect(screen.getByTestId('where').textContent).toBe('/shirt/product/7');
  });

  it('shows the server message when compared, and the joined form errors when refused', async () => {
    const kit = await open({ signedIn: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    await waitFor(() => expect(kit.toast.message).toBe('Product added to compare list'));
    expect(kit.toast.isError).toBe(false);
    kit.backend.compareRefusal = ['Compare list is full', 'Remove a product first'];
    // The toast shows before the button is enabled again: a click on a still-busy button does nothing.
    const remove = await screen.findByRole('button', { name: 'Remove from compare' });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    await waitFor(() => expect(kit.toast.isError).toBe(true));
    expect(kit.toast.message).toBe('Compare list is full, Remove a product first');
  });

  it('summarises reviews (average, total, a bar per star) and pages the list', async () => {
    const kit = await open();
    const reviews = screen.getByTestId('reviews');
    expect(within(reviews).getByText('4.3 out of 5')).toBeTruthy();
    expect(within(reviews).getByText('4 reviews')).toBeTruthy();
    expect([5, 4, 3, 2, 1].map((stars) => within(reviews).getByTestId(`stars-${stars}`).textContent)).toEqual(['2', '1', '1', '0', '0']);
    expect(within(reviews).getByRole('img', { name: '50% of reviews' })).toBeTruthy();
    expect(within(reviews).getByText('Lovely fabric')).toBeTruthy();
    fireEvent.click(within(reviews).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(reviews).getByText('Reviews, page 2 of 2')).toBeTruthy());
    expect(kit.backend.reviewPages).toEqual([2]);
  });

  it('keeps the line breaks of a plain-text overview, and shows HTML descriptions as HTML', async () => {
    const backend = new MemoryProductBackend();
    backend.product = makeProduct({ overview: 'Style: casual\nCare: cold wash' });
    await open({ backend });
    const overview = screen.getByText(/Style: casual/);
    expect(overview.tagName).toBe('P');
    expect(overview.textContent).toBe('Style: casual\nCare: cold wash');
    expect(overview.className).toContain('plainText');
    expect(screen.getByText('Soft linen.').tagName).toBe('P');
  });

  it('says the bundle deal once when its title repeats the offer, and adds a title that says more', async () => {
    const backend = new MemoryProductBackend();
    backend.product = makeProduct({ bundle_deal: { id: 1, buy: 3, free: 1, title: 'Buy 3, get 1 free' } });
    await open({ backend });
    expect(screen.getByTestId('bundle-deal').textContent).toBe('Buy 3, get 1 free');
    cleanup();
    await open();
    expect(screen.getByTestId('bundle-deal').textContent).toBe('Buy 3, get 1 free · Summer bundle');
  });

  it('says "1 star" and "5 stars", in Arabic with its own forms, and opens a review photo in the lightbox', async () => {
    const backend = new MemoryProductBackend();
    const reviews = makeReviews();
    reviews.all.data[0] = { ...reviews.all.data[0]!, images: ['reviews/a.jpg', 'reviews/b.jpg'], comment: '<b>not bold</b>' };
    backend.reviews = reviews;
    await open({ backend });
    const section = screen.getByTestId('reviews');
    expect(within(section).getByText('1 star')).toBeTruthy();
    expect(within(section).getByText('5 stars')).toBeTruthy();
    // A comment is text, never markup.
    expect(within(section).getByText('<b>not bold</b>')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Photo 2 of 2 from Ana’s review' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/reviews/b.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/uploads/reviews/a.jpg');
    cleanup();
    await open({ backend, language: 'ar' });
    const arabic = screen.getByTestId('reviews');
    expect(within(arabic).getByText('نجمة واحدة')).toBeTruthy();
    expect(within(arabic).getByText('نجمتان')).toBeTruthy();
  });

  it('shows vouchers with a copy button, store box, policies and share links from the page URL', async () => {
    await open();
    expect(screen.getByText('10% off')).toBeTruthy();
    expect(screen.getByText('Minimum spend $50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shirt House' }).getAttribute('href')).toBe('/shop/shirt-house');
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(screen.getByText('Warranty: 1 year')).toBeTruthy();
    expect(screen.getByText('No change-of-mind returns')).toBeTruthy();
    const facebook = screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')!;
    expect(decodeURIComponent(facebook)).toContain('/shirt/product/7');
  });

  it('shows a store the shopper follows as followed, so a click unfollows it on purpose', async () => {
    const backend = new MemoryProductBackend();
    backend.product = makeProduct({ store: { ...makeProduct().store, followed: 1 } });
    await open({ signedIn: true, backend });
    const button = screen.getByRole('button', { name: 'Unfollow' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('declares its meta with Product structured data', async () => {
    const kit = await open();
    const meta = kit.services.find(([token]) => token === MetaStore)![1] as MetaStore;
    await act(async () => undefined);
    expect(meta.page?.path).toBe('/shirt/product/7');
    const data = productMeta({ product: makeProduct({ in_stock: 0 }), reviews: makeReviews(), currency: 'EUR', imageUrl: (n) => `/uploads/${n}`, siteName: 'Shop', now: Date.now() });
    expect(data.jsonLd).toMatchObject({ '@type': 'Product', offers: { '@type': 'AggregateOffer', lowPrice: '16.67', highPrice: '20.00', offerCount: 3, priceCurrency: 'EUR', availability: 'https://schema.org/OutOfStock' }, aggregateRating: { ratingValue: '4.3', reviewCount: 4 } });
    expect(data.description).toBe('Soft linen.');
  });
});
