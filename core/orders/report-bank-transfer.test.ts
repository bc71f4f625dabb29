import { describe, expect, it } from 'vitest';
import type { CartCaller } from '../cart/cart-caller';
import type { OrderView } from './order-contract';
import { RequestError } from '../shared/request-error';
import type { BankTransferForm } from '../payments/bank-transfer-form';
import { ReportBankTransfer } from './report-bank-transfer';

const form: BankTransferForm = { bank_name: 'Ziraat', account_holder_name: 'Ana', account_number: 'TR1', branch_name: 'Moda', transaction_id: 'TX1' };

function kit(caller: Omit<CartCaller, 'language'>, shown: { id: number } | null) {
  const sent: [CartCaller, number][] = [];
  const state = { detail: shown as OrderView | null, set: 0, setDetail(order: OrderView) { this.detail = order; this.set += 1; } };
  const gateway = {
    refuse: false,
    async reportTransfer(c: CartCaller, id: number) {
      if (this.refuse) throw new RequestError(201, 'This order is already paid.', ['This order is already paid.']);
      sent.push([c, id]);
      return 'Payment data submitted successfully';
    },
    async detail(_token: string | null, id: number) { return { id, bank_transfer: { ...form } } as unknown as OrderView; },
  };
  const useCase = new ReportBankTransfer(gateway, state, { read: (language: string) => ({ ...caller, language }) });
  return { useCase, sent, state, gateway };
}

describe('ReportBankTransfer', () => {
  it('reports as the guest by its user_token, and reads no order page it has none of', async () => {
    const { useCase, sent, state } = kit({ token: null, userToken: 'guest-1' }, null);
    expect(await useCase.execute(4, form, 'ar')).toBe('Payment data submitted successfully');
    expect(sent).toEqual([[{ token: null, userToken: 'guest-1', language: 'ar' }, 4]]);
    expect(state.set).toBe(0);
  });

  it('reads the open order page again for a signed-in shopper, only when it shows this order', async () => {
    const open = kit({ token: 'tok', userToken: null }, { id: 4 });
    await open.useCase.execute(4, form, 'en');
    expect(open.state.set).toBe(1);
    expect(open.state.detail).toMatchObject({ id: 4, bank_transfer: form });
    const other = kit({ token: 'tok', userToken: null }, { id: 9 });
    await other.useCase.execute(4, form, 'en');
    expect(other.state.set).toBe(0);
  });

  it('passes a refusal on and changes nothing shown', async () => {
    const { useCase, gateway, state } = kit({ token: 'tok', userToken: null }, { id: 4 });
    gateway.refuse = true;
    await expect(useCase.execute(4, form, 'en')).rejects.toMatchObject({ firstMessage: 'This order is already paid.' });
    expect(state.set).toBe(0);
  });
});
