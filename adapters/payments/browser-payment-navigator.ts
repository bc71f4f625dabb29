import type { PaymentNavigator } from '../../core/payments/payment-gateway.port';
import type { PaymentStep } from '../../core/payments/payment-methods';

/**
 * Leaves for the provider's page the way its step says: a link is followed (`location.assign`, so
 * Back returns to the shop), a post is a hidden form built with the provider's fields and submitted
 * in this tab. Nothing of the provider's is loaded into the shop's own page.
 */
export class BrowserPaymentNavigator implements PaymentNavigator {
  follow(step: PaymentStep): void {
    if (step.kind === 'redirect') {
      this.location().assign(step.url);
      return;
    }
    const doc = this.document();
    const form = doc.createElement('form');
    form.method = 'post';
    form.action = step.url;
    form.hidden = true;
    for (const [name, value] of Object.entries(step.fields)) {
      const input = doc.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    doc.body.append(form);
    form.submit();
  }

  /** The browser's (a test replaces it: jsdom's location cannot be navigated). */
  protected location(): Pick<Location, 'assign'> {
    return window.location;
  }

  protected document(): Document {
    return document;
  }
}
