import { describe, expect, it } from 'vitest';
import { recordingApi } from '../http/recording-api.test-support';
import { HttpOrdersGateway } from './http-orders-gateway';

const form = { bank_name: 'Ziraat', account_holder_name: 'Ana', account_number: 'TR1', branch_name: 'Moda', transaction_id: 'TX1' };

describe('HttpOrdersGateway.reportTransfer', () => {
  it('sends a guest\'s report with its user_token and a shopper\'s with the bearer token, in the caller\'s language', async () => {
    const { api, calls } = recordingApi(null, { status: 200, message: 'Payment data submitted successfully', data: { order_id: 4, replaced: false } });
    const gateway = new HttpOrdersGateway(api);
    expect(await gateway.reportTransfer({ token: null, userToken: 'guest-token-aaaaaaaaaaaaa', language: 'hi' }, 4, form)).toBe('Payment data submitted successfully');
    expect(calls[0]).toMatchObject({ url: '/api/v1/order/transaction', body: { user_token: 'guest-token-aaaaaaaaaaaaa', order_id: 4, ...form }, headers: { Language: 'hi' } });
    await gateway.reportTransfer({ token: 'tok', userToken: null, language: 'en' }, 4, form);
    expect(calls[1]).toMatchObject({ body: { order_id: 4, ...form }, headers: { Authorization: 'Bearer tok' } });
    expect(calls[1]!.body).not.toHaveProperty('user_token');
  });
});
