// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackOfficeUser } from '../../core/admin/back-office';
import { BackOfficeConsole } from '../../core/admin/back-office-console';
import type { BackOfficeGateway } from '../../core/admin/back-office-gateway.port';
import { DashboardDesk } from '../../core/admin/dashboard-desk';
import type { Page } from '../../core/admin/people';
import { type ProductDecision, type ProductInReview, REVIEW_QUEUE_PAGE_SIZE } from '../../core/admin/product-review';
import { ProductReviewDesk } from '../../core/admin/product-review-desk';
import type { ProductReviewGateway } from '../../core/admin/product-review-gateway.port';
import { RequestError } from '../../core/shared/request-error';
import type { ServiceToken } from '../app/services';
import { MetaStore } from '../app/meta-store';
import { renderWithApp } from '../test-support/render-harness';
import { RouteParams } from '../routing/route-params';
import AdminPage from './AdminPage';

afterEach(cleanup);

const STAFF: BackOfficeUser = { id: 2, name: 'Deniz', email: 'deniz@example.test', role: 'staff', language: 'en', totp: false, capabilities: ['orders', 'people', 'content'] };
const STALE = 'Someone else decided on this product in the meantime: the list shows it as it is now.';

function inReview(id: number, title: string): ProductInReview {
  return { id, slug: `p-${id}`, title, image: `products/${String(id).padStart(64, '0')}.jpg`, price: '20.00', offerPrice: id === 1 ? '15.00' : '', variants: 2, category: 'Kitchen',
    store: { id: 7, name: 'Atelier Nour', slug: 'atelier-nour' }, submittedAt: '2026-11-27T10:00:00.000Z', version: 3 };
}

/** The server's review queue, held to its rules: the version read, a reason to send back, one decision per product. */
class Queue implements ProductReviewGateway {
  rows = [inReview(1, 'Tea cup'), inReview(2, 'Copper pot'), ...Array.from({ length: REVIEW_QUEUE_PAGE_SIZE }, (_, n) => inReview(n + 3, `Plate ${n + 3}`))];
  decisions: ProductDecision[] = [];

  async queue(number: number): Promise<Page<ProductInReview>> {
    const lastPage = Math.max(1, Math.ceil(this.rows.length / REVIEW_QUEUE_PAGE_SIZE));
    return { rows: this.rows.slice((number - 1) * REVIEW_QUEUE_PAGE_SIZE, number * REVIEW_QUEUE_PAGE_SIZE), total: this.rows.length, page: number, lastPage };
  }
  async decide(decision: ProductDecision): Promise<string> {
    const row = this.rows.find((r) => r.id === decision.productId);
    if (!row || row.version !== decision.version) throw new RequestError(201, STALE, [STALE]);
    this.decisions.push(decision);
    this.rows = this.rows.filter((r) => r !== row);
    return decision.decision === 'approve' ? `${row.title} is public now; we mailed the seller.` : `${row.title} is sent back; we mailed the seller the reason.`;
  }
}

async function queue(gateway = new Queue(), language = 'en') {
  cleanup();
  const console = new BackOfficeConsole({ current: async () => STAFF } as unknown as BackOfficeGateway);
  console.known = STAFF;
  const services: [ServiceToken<unknown>, unknown][] = [
    [MetaStore, new MetaStore()], [BackOfficeConsole, console], [ProductReviewDesk, new ProductReviewDesk(gateway)], [DashboardDesk, new DashboardDesk({} as never)],
  ];
  await renderWithApp(<RouteParams.Provider value={{ section: 'products' }}><AdminPage /></RouteParams.Provider>, { language, route: `${language === 'en' ? '' : `/${language}`}/admin/products`, services });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const click = (name: string) => act(async () => { fireEvent.click(screen.getByRole('button', { name })); });

describe('the review queue of sellers\' products', { timeout: 45_000 }, () => {
  it('approves a product, sends another back only with a reason, and pages the queue on the server', async () => {
    const gateway = await queue();
    expect(screen.getByRole('link', { name: 'Products to review' }).getAttribute('aria-current')).toBe('page');
    const cup = screen.getByRole('heading', { name: 'Tea cup' }).closest('li')!;
    expect(within(cup).getByRole('link', { name: 'Atelier Nour' }).getAttribute('href')).toBe('/shop/atelier-nour');
    expect(within(cup).getByText('Kitchen')).toBeTruthy();

    await click('Approve Tea cup');
    expect(screen.getByRole('status').textContent).toBe('Tea cup is public now; we mailed the seller.');
    expect(screen.queryByRole('heading', { name: 'Tea cup' })).toBeNull();

    await click('Send back Copper pot');
    await click('Send back to the seller');
    expect(screen.getByRole('alert').textContent).toBe('Say why the product is sent back.');
    expect(gateway.decisions).toHaveLength(1);
    await act(async () => { fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The photos show another product.' } }); });
    await click('Send back to the seller');
    expect(gateway.decisions[1]).toEqual({ productId: 2, version: 3, decision: 'send_back', reason: 'The photos show another product.' });
    expect(screen.queryByRole('heading', { name: 'Copper pot' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: /pages/i })).toBeNull();
  });

  it('says so when another member decided first, and shows the queue as it is now, in Arabic', async () => {
    const gateway = new Queue();
    await queue(gateway, 'ar');
    gateway.rows[0] = { ...gateway.rows[0]!, version: 4 };
    await click('الموافقة على Tea cup');
    expect(screen.getByRole('alert').textContent).toBe(STALE);
    expect(gateway.decisions).toHaveLength(0);
    expect(document.documentElement.dir || document.dir).toBeDefined();
  });
});
