import { describe, expect, it } from 'vitest';
import { RequestError } from '../../core/shared/request-error';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpSellerGateway } from './http-seller-gateway';

const session = { token: 'csrf-1' };

describe('HttpSellerGateway: stock, prices and the CSV', () => {
  it('reads the variants of a page and a search', async () => {
    const { api, calls } = recordingApi({ rows: [], total: 0, page: 2, lastPage: 2 });
    await new HttpSellerGateway(api, session).variants('lamp', 2, 'fr');
    expect(calls[0]!.url).toBe('/api/v1/seller/variants?q=lamp&page=2');
    expect(calls[0]!.headers!.Language).toBe('fr');
    await new HttpSellerGateway(api, session).variants('', 1, 'fr');
    expect(calls[1]!.url).toBe('/api/v1/seller/variants?page=1');
  });

  it('sends a bulk save in the body api/v1 reads, and hands back the new versions', async () => {
    const { api, calls } = recordingApi(null, { status: 200, message: '1 variant saved.', data: { products: [{ id: 4, version: 8 }], message: '' } });
    const saved = await new HttpSellerGateway(api, session).saveStock([{ productId: 4, version: 7, variantId: 40, price: '12.50', stock: '3' }], 'en');
    expect(calls[0]).toMatchObject({ url: '/api/v1/seller/variants/bulk', method: 'POST', body: { changes: [{ product_id: 4, version: 7, variant_id: 40, price: '12.50', stock: '3' }] } });
    expect(saved).toEqual({ products: [{ id: 4, version: 8 }], message: '1 variant saved.' });
  });

  it('throws a bulk refusal with its fields by row', async () => {
    const { api } = recordingApi(null, { status: 201, message: 'Not saved', data: { form: ['Not saved'], fields: { 'changes.0.price': 'Too high' } } });
    const refusal = await new HttpSellerGateway(api, session).saveStock([{ productId: 4, version: 7, variantId: 40, price: '1', stock: '3' }], 'en').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RequestError);
    expect((refusal as RequestError).fields).toEqual({ 'changes.0.price': 'Too high' });
  });

  it('links to the export at the browser’s api/v1, whatever base the server render uses', () => {
    const { api } = recordingApi();
    expect(new HttpSellerGateway(api, session).exportUrl()).toBe('/api/v1/seller/products/export.csv');
  });

  it('sends one file and reads the counts, or the refusal’s lines', async () => {
    const written = recordingApi(null, { status: 200, message: 'Imported', data: { created: 1, updated: 0, unchanged: 2, message: 'Imported' } });
    const file = { name: 'p.csv', type: 'text/csv', bytes: new Blob(['sku\r\n']) };
    await expect(new HttpSellerGateway(written.api, session).importProducts(file, 'ar')).resolves.toEqual({ kind: 'imported', summary: { created: 1, updated: 0, unchanged: 2, message: 'Imported' } });
    expect(written.calls[0]!.url).toBe('/api/v1/seller/products/import');
    expect((written.calls[0]!.body as FormData).get('file')).toBeInstanceOf(Blob);

    const refused = recordingApi(null, { status: 201, message: 'The file has 1 problem', data: { form: ['The file has 1 problem'], lines: [{ line: 4, column: 'price', message: 'Write a price' }] } });
    await expect(new HttpSellerGateway(refused.api, session).importProducts(file, 'ar')).resolves.toEqual({
      kind: 'refused', message: 'The file has 1 problem', lines: [{ line: 4, column: 'price', message: 'Write a price' }],
    });
    const tooLarge = recordingApi(null, { status: 201, message: 'Too large', data: { form: ['The file is over 2 MB'] } });
    await expect(new HttpSellerGateway(tooLarge.api, session).importProducts(file, 'ar')).resolves.toEqual({ kind: 'refused', message: 'The file is over 2 MB', lines: [] });
    const refusedCaller = recordingApi(null, { status: 403, message: 'Sellers only', data: null });
    await expect(new HttpSellerGateway(refusedCaller.api, session).importProducts(file, 'ar')).rejects.toMatchObject({ status: 403 });
  });
});

describe('HttpSellerGateway: flash sales', () => {
  it('sends a shipment step with every field api/v1 reads, the lines to cancel included', async () => {
    const { api, calls } = recordingApi(null, { status: 200, message: 'Cancelled', data: { id: 3, cancelled: 1 } });
    const answer = await new HttpSellerGateway(api, session).stepShipment(3, { action: 'cancel', version: 2, carrierId: null, trackingNumber: '', reason: 'Broken', lines: [31] }, 'tr');
    expect(answer).toEqual({ message: 'Cancelled' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/seller/shipments/3', method: 'POST', body: { action: 'cancel', version: 2, carrier_id: null, tracking_number: '', reason: 'Broken', lines: [31] } });
    expect(calls[0]!.headers!.Language).toBe('tr');
  });

  it('reads the sales and sends an entry and a removal in the bodies api/v1 reads', async () => {
    const read = recordingApi({ sales: [], products: [] });
    await new HttpSellerGateway(read.api, session).flashSales('ar');
    expect(read.calls[0]!.url).toBe('/api/v1/seller/flash-sales');
    expect(read.calls[0]!.headers!.Language).toBe('ar');
    const { api, calls } = recordingApi(null, { status: 200, message: 'In the sale', data: { productId: 4, version: 8, message: '' } });
    const gateway = new HttpSellerGateway(api, session);
    await expect(gateway.saveFlashEntry(2, 4, 7, '12.50', 'en')).resolves.toEqual({ productId: 4, version: 8, message: 'In the sale' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/seller/flash-sales/2/entries', method: 'POST', body: { product_id: 4, version: 7, price: '12.50' } });
    await gateway.removeFlashEntry(2, 4, 8, 'en');
    expect(calls[1]).toMatchObject({ url: '/api/v1/seller/flash-sales/2/entries/4/remove', method: 'POST', body: { version: 8 } });
  });

  it('throws a refusal with its fields', async () => {
    const { api } = recordingApi(null, { status: 201, message: 'Not saved', data: { form: ['Not saved'], fields: { price: 'Too high' } } });
    const refusal = await new HttpSellerGateway(api, session).saveFlashEntry(2, 4, 7, '99', 'en').catch((error: unknown) => error);
    expect((refusal as RequestError).fields).toEqual({ price: 'Too high' });
  });
});
