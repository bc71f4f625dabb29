// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../core/seller/seller-csv';
import { renderWithApp } from '../test-support/render-harness';
import SellerPage from './SellerPage';
import { MemorySellerGateway, sellerServices, sellerSession } from './seller-test-kit';

afterEach(cleanup);

async function open(options: { gateway?: MemorySellerGateway; language?: string } = {}) {
  const gateway = options.gateway ?? new MemorySellerGateway();
  const language = options.language ?? 'en';
  await renderWithApp(<SellerPage />, { language, route: `${language === 'en' ? '' : `/${language}`}/seller/import`, services: sellerServices(gateway, sellerSession('seller')) });
  await act(async () => {});
  await act(async () => {});
  return gateway;
}

const csv = (name = 'products.csv', bytes = 'sku,title_en,category,price,stock\r\nA-1,Lamp,lighting,12.50,3\r\n', type = 'text/csv') => new File([bytes], name, { type });

async function pick(label: string, file: File) {
  await act(async () => { fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } }); });
}

describe('the products’ CSV', { timeout: 30_000 }, () => {
  it('links to the export, and lists the file’s columns with the required ones marked', async () => {
    await open();
    const menu = screen.getByRole('navigation', { name: 'Seller workspace' });
    expect(within(menu).getByRole('link', { name: 'Import and export' }).getAttribute('aria-current')).toBe('page');
    const link = screen.getByRole('link', { name: 'Download the products (CSV)' });
    expect(link.getAttribute('href')).toBe('/api/v1/seller/products/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
    const help = screen.getByRole('region', { name: 'The file’s columns' });
    const items = within(help).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toContain('title_ar');
    expect(items).toContain('title_en (required)');
    expect(items).toContain('product_id');
  });

  it('imports a file and shows the counts', async () => {
    const gateway = await open();
    await pick('CSV file', csv());
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Import the file' })); });
    expect(gateway.imports).toEqual(['products.csv']);
    const done = screen.getByRole('status');
    expect(done.textContent).toContain('The file is imported.');
    const counts = Object.fromEntries(within(done).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(counts).toEqual({ 'New products (saved as drafts)': '2', 'Products changed': '1', 'Already up to date': '5' });
  });

  it('lists a refused file’s problems by line and column, in Arabic right to left, saying nothing was saved', async () => {
    const gateway = new MemorySellerGateway();
    gateway.importAnswer = {
      kind: 'refused',
      message: 'في الملف مشكلتان مرتبتان حسب السطر: لم يُستورد شيء.',
      lines: [
        { line: 4, column: 'price', message: 'اكتب سعرًا أعلى من الصفر، مثل 12.50.' },
        { line: 7, column: '', message: 'في هذا السطر خلايا أكثر من الأعمدة.' },
      ],
    };
    await open({ gateway, language: 'ar' });
    await pick('ملف CSV', csv());
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'استيراد الملف' })); });
    const alert = screen.getByRole('alert');
    expect(alert.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(alert.textContent).toContain('لم يُستورد شيء: في الملف أخطاء.');
    expect(alert.textContent).toContain('لم يتغيّر شيء في متجرك.');
    const table = within(alert).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['السطر', 'العمود', 'الخطأ']);
    const rows = within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));
    expect(rows).toEqual([
      ['4', 'price', 'اكتب سعرًا أعلى من الصفر، مثل 12.50.'],
      ['7', 'السطر كله', 'في هذا السطر خلايا أكثر من الأعمدة.'],
    ]);
    expect(within(table).getByText('price').getAttribute('dir')).toBe('ltr');
  });

  it('refuses a file that is no CSV or too large before sending it', async () => {
    const gateway = await open();
    await pick('CSV file', csv('photo.jpg', 'xx', 'image/jpeg'));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Import the file' })); });
    expect(screen.getByText('Choose a CSV file (its name ends with .csv).')).toBeTruthy();
    expect(screen.getByLabelText('CSV file').getAttribute('aria-invalid')).toBe('true');
    await pick('CSV file', csv('big.csv', 'x'.repeat(IMPORT_LIMITS.maxBytes + 1)));
    expect(screen.getByText('The file is larger than 2 MB: split it into smaller files.')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Import the file' })); });
    expect(gateway.imports).toEqual([]);
  });
});
