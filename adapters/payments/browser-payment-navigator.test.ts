// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserPaymentNavigator } from './browser-payment-navigator';

class TestNavigator extends BrowserPaymentNavigator {
  readonly assigned: string[] = [];
  protected override location() {
    return { assign: (url: string | URL) => void this.assigned.push(String(url)) };
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('BrowserPaymentNavigator', () => {
  it('follows a redirect step with location.assign', () => {
    const navigator = new TestNavigator();
    navigator.follow({ kind: 'redirect', url: 'https://checkout.stripe.com/c/pay/cs_1' });
    expect(navigator.assigned).toEqual(['https://checkout.stripe.com/c/pay/cs_1']);
  });

  it("builds a hidden form with the provider's fields and submits it by POST", () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) { submitted.push(this); });
    const navigator = new TestNavigator();
    navigator.follow({ kind: 'post', url: 'https://pay.example/checkout', fields: { key_id: 'rzp_1', order_id: 'order_9', 'name"><b>': 'x"y' } });
    expect(submitted).toHaveLength(1);
    const form = submitted[0]!;
    expect([form.method, form.action, form.hidden]).toEqual(['post', 'https://pay.example/checkout', true]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ key_id: 'rzp_1', order_id: 'order_9', 'name"><b>': 'x"y' });
    expect(document.querySelector('b')).toBeNull();
    expect(navigator.assigned).toEqual([]);
  });
});
